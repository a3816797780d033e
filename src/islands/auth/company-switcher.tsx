import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { CompanySession, CompanySwitchFields } from '~/domain/auth/company-session';
import { api } from '../shared/api-client';
import { companySessionPaths } from '../shared/api-paths';
import { messageForError } from '../shared/error-messages';
import { lazyZodResolver } from '../shared/lazy-resolver';
import { useApiQuery } from '../shared/use-api-query';

const resolver = lazyZodResolver<CompanySwitchFields>(() =>
  import('~/domain/auth/company-session').then((m) => m.companySwitchInputSchema),
);

/**
 * The company a b2b session acts for, and a switch to another one of which the account is admin
 * (decision 0039). Shows nothing in a private session or with a single company.
 */
export default function CompanySwitcher() {
  const query = useApiQuery<CompanySession>(companySessionPaths.companies);
  if (query.state !== 'ready' || query.data.companies.length < 2) return null;
  return <SwitchForm session={query.data} />;
}

function SwitchForm({ session }: { session: CompanySession }) {
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { isSubmitting },
  } = useForm<CompanySwitchFields>({
    resolver,
    defaultValues: { customerNumber: session.activeCustomerNumber ?? '' },
  });
  const active = session.companies.find((c) => c.customerNumber === session.activeCustomerNumber);
  const submit = handleSubmit(async (input) => {
    setFormError(null);
    try {
      await api.post<CompanySession>(companySessionPaths.company, input);
      // Every island on the page shows the other company's data: load the page again.
      window.location.reload();
    } catch (err) {
      setFormError(messageForError(err));
    }
  });
  return (
    <section className="card" aria-labelledby="company-switcher-heading">
      <h2 id="company-switcher-heading">Yritys</h2>
      <p>
        Hoidat yrityksen <strong>{active?.name ?? ''}</strong> asioita.
      </p>
      {formError && (
        <p className="alert" role="alert">
          {formError}
        </p>
      )}
      <form noValidate onSubmit={(e) => void submit(e)} aria-busy={isSubmitting}>
        <div className="field">
          <label htmlFor="company-switcher">Yritys, jonka asioita hoidat</label>
          <select id="company-switcher" {...register('customerNumber')}>
            {session.companies.map((c) => (
              <option key={c.customerNumber} value={c.customerNumber}>
                {c.name} ({c.customerNumber})
              </option>
            ))}
          </select>
        </div>
        <button className="button" type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
          {isSubmitting ? 'Vaihdetaan…' : 'Vaihda yritys'}
        </button>
      </form>
    </section>
  );
}
