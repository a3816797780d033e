import { type FormEvent, useState } from 'react';
import type { CompanySession } from '~/domain/auth/company-session';
import { api } from '../shared/api-client';
import { companySessionPaths } from '../shared/api-paths';
import { SubmitButton } from '../shared/submit-button';
import { useApiMutation } from '../shared/use-api-mutation';

/** The switch itself, loaded only for an account that administers more than one company. */
export default function SwitchForm({ session }: { session: CompanySession }) {
  const [chosen, setChosen] = useState(session.activeCustomerNumber ?? '');
  const active = session.companies.find((c) => c.customerNumber === session.activeCustomerNumber);
  // One select of the server's own list: nothing to validate here (the server checks the role).
  const change = useApiMutation({
    send: async () => {
      await api.post<CompanySession>(companySessionPaths.company, { customerNumber: chosen });
      // Every island on the page shows the other company's data: load the page again.
      window.location.reload();
      return 'busy';
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void change.run();
  };
  return (
    <section className="card" aria-labelledby="company-switcher-heading">
      <h2 id="company-switcher-heading">Yritys</h2>
      <p>
        Hoidat yrityksen <strong>{active?.name ?? ''}</strong> asioita.
      </p>
      {change.error && (
        <p className="alert" role="alert">
          {change.error}
        </p>
      )}
      <form noValidate onSubmit={submit} aria-busy={change.busy}>
        <div className="field">
          <label htmlFor="company-switcher">Yritys, jonka asioita hoidat</label>
          <select
            id="company-switcher"
            name="customerNumber"
            value={chosen}
            onChange={(e) => setChosen(e.target.value)}
          >
            {session.companies.map((c) => (
              <option key={c.customerNumber} value={c.customerNumber}>
                {c.name} ({c.customerNumber})
              </option>
            ))}
          </select>
        </div>
        <SubmitButton state={change.state} label="Vaihda yritys" busyLabel="Vaihdetaan…" />
      </form>
    </section>
  );
}
