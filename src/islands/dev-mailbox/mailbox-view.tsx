import { Fragment, useEffect, useState } from 'react';
import type { Mailbox } from '~/domain/dev-mailbox/mailbox';
import { splitLinks } from '~/domain/dev-mailbox/split-links';
import { api } from '../shared/api-client';
import { messageForError } from '../shared/error-messages';
import { SubmitButton } from '../shared/submit-button';

const timeFormat = new Intl.DateTimeFormat('fi-FI', {
  dateStyle: 'short',
  timeStyle: 'medium',
  timeZone: 'Europe/Helsinki',
});

/** Development only: the e-mails the portal has sent, newest first, read from the outbox. */
export default function MailboxView() {
  const [to, setTo] = useState('');
  const [mailbox, setMailbox] = useState<Mailbox | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function load(address: string) {
    setError(null);
    try {
      const query = address ? (`?to=${encodeURIComponent(address)}` as const) : '';
      setMailbox(
        await api.get<Mailbox>(`dev/mailbox${query}`, {
          authenticated: false,
          withErrorBody: true,
        }),
      );
    } catch (err) {
      setError(messageForError(err));
    }
  }

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- dev tool, no session: not in the query cache
    void load('');
  }, []);

  return (
    <>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void load(to.trim());
        }}
      >
        <div className="field">
          <label htmlFor="mailbox-to">Vastaanottaja</label>
          <input id="mailbox-to" type="email" value={to} onChange={(e) => setTo(e.target.value)} />
        </div>
        <SubmitButton label="Näytä viestit" />
      </form>
      {error && (
        <p className="alert" role="alert">
          {error}
        </p>
      )}
      {mailbox && (
        <section aria-live="polite">
          <h2>Viestit ({mailbox.messages.length})</h2>
          {mailbox.messages.length === 0 && <p>Ei viestejä.</p>}
          {mailbox.messages.map((m) => (
            <article className="card" key={m.id} aria-labelledby={`viesti-${m.id}`}>
              <h3 id={`viesti-${m.id}`}>{m.subject}</h3>
              <p className="muted">
                {m.to} · {timeFormat.format(new Date(m.createdAt))} · {m.kind}
              </p>
              <pre className="mail-body">
                {splitLinks(m.text).map((part, i) =>
                  'href' in part ? (
                    <a key={i} href={part.href}>
                      {part.href}
                    </a>
                  ) : (
                    <Fragment key={i}>{part.text}</Fragment>
                  ),
                )}
              </pre>
            </article>
          ))}
        </section>
      )}
    </>
  );
}
