import { useId, useRef, useState } from 'react';
import type {
  ReadingRightInviteFields,
  ReadingRightInviteInput,
  ReadingRightInviteResult,
} from '~/domain/reading-rights/invite-input';
import {
  INVITE_EMAIL_LABEL,
  SHARE_TEXTS,
  type ShareAudience,
  rightsLeftText,
} from '~/domain/reading-rights/invite-texts';
import type { SubscriptionRights } from '~/domain/reading-rights/rights-views';
import { api } from '../shared/api-client';
import { isSubscriptionKey, subscriptionPaths } from '../shared/api-paths';
import { lazyZodResolver } from '../shared/lazy-resolver';
import ModalDialog from '../shared/modal-dialog';
import { refreshKeys } from '../shared/query';
import { SubmitButton } from '../shared/submit-button';
import { TextField } from '../shared/text-field';
import { useApiForm } from '../shared/use-api-form';
import { useApiMutation } from '../shared/use-api-mutation';
import { useApiQuery } from '../shared/use-api-query';
import { pushReadingRightEvent } from './share-analytics';

type EmailValues = Extract<ReadingRightInviteInput, { method: 'EMAIL' }>;
type EmailFields = Extract<ReadingRightInviteFields, { method: 'EMAIL' }>;

const resolver = lazyZodResolver<EmailValues, EmailFields>(() =>
  import('~/domain/reading-rights/invite-input').then(
    (m) => m.readingRightInviteInputSchema as never,
  ),
);

/**
 * The share modal (spec §2 jaa-lukuoikeus, jaa-lukuoikeus-v2; §3 Reading-right invite): an
 * invitation by e-mail, or an invite link to copy. Each has the busy, done and error states of
 * spec §4; a success records analytics event 93 and reloads the subscription's numbers.
 */
export default function ShareDialog({
  audience: modalAudience,
  subscriptionNumber,
  onClose,
}: {
  /** The audience the modal's name suggests; the subscription's own decides once loaded. */
  audience: ShareAudience;
  subscriptionNumber: string;
  onClose: () => void;
}) {
  const id = useId();
  // A household's subscription opened with the employees' modal name (or the other way) still
  // speaks to its own audience: the subscription decides (issue 30 item 3).
  const rights = useApiQuery<SubscriptionRights>(
    subscriptionPaths.readingRights(subscriptionNumber),
  );
  const audience = rights.state === 'ready' ? rights.data.audience : modalAudience;
  const texts = SHARE_TEXTS[audience];
  const path = subscriptionPaths.readingRightInvitations(subscriptionNumber);
  const [result, setResult] = useState<ReadingRightInviteResult | null>(null);
  const [copied, setCopied] = useState('');
  const linkInput = useRef<HTMLInputElement>(null);

  const shared = (answer: ReadingRightInviteResult) => {
    setResult(answer);
    pushReadingRightEvent(answer.analyticsEvent);
    refreshKeys(isSubscriptionKey, 'reading-rights');
  };
  // Two ways to share, one message: each clears the other's when it starts.
  const email = useApiForm<EmailValues, EmailFields>({
    resolver,
    defaultValues: { method: 'EMAIL', email: '' },
    fields: ['email'],
    send: async (values) => {
      link.setError(null);
      shared(await api.post<ReadingRightInviteResult>(path, values, { withErrorBody: true }));
    },
  });
  const link = useApiMutation({
    send: async () => {
      email.setFormError(null);
      shared(
        await api.post<ReadingRightInviteResult>(path, { method: 'LINK' }, { withErrorBody: true }),
      );
    },
  });
  const copy = async (link: string) => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied('Kutsulinkki on kopioitu leikepöydälle.');
    } catch {
      linkInput.current?.focus();
      linkInput.current?.select();
      setCopied('Kopiointi ei onnistunut. Linkki on valittuna: kopioi se painamalla Ctrl+C.');
    }
  };

  const errorId = `${id}-error`;
  const error = email.formError ?? link.error;
  const busy = email.busy || link.busy;
  return (
    <ModalDialog headingId={`${id}-heading`} heading={texts.title} onClose={onClose}>
      <p>{texts.intro}</p>
      {error && (
        <p id={errorId} className="alert" role="alert">
          {error}
        </p>
      )}
      {result ? (
        <div>
          <p className="notice" role="status">
            {result.notice} {rightsLeftText(result.rightsLeft)}.
          </p>
          {result.link && (
            <>
              <div className="field">
                <label htmlFor={`${id}-link`}>Kutsulinkki</label>
                <input
                  ref={linkInput}
                  id={`${id}-link`}
                  type="text"
                  readOnly
                  value={result.link}
                  onFocus={(e) => e.currentTarget.select()}
                />
              </div>
              <p>
                <button type="button" className="button" onClick={() => void copy(result.link!)}>
                  Kopioi linkki
                </button>
              </p>
              <p role="status">{copied}</p>
            </>
          )}
        </div>
      ) : (
        <>
          <form
            method="post"
            noValidate
            onSubmit={(e) => void email.onSubmit(e)}
            aria-describedby={error ? errorId : undefined}
          >
            <h3>Lähetä kutsu sähköpostilla</h3>
            <TextField
              id={`${id}-email`}
              label={INVITE_EMAIL_LABEL}
              type="email"
              autoComplete="off"
              hint="Lähetämme osoitteeseen kutsun, jossa on aktivointilinkki."
              registration={email.register('email')}
              error={email.formState.errors.email}
            />
            <SubmitButton
              state={email.state}
              label="Lähetä kutsu"
              busyLabel="Lähetetään…"
              doneLabel="Kutsu lähetetty"
              errorId={errorId}
              disabled={busy}
            />
          </form>
          <h3>Tai luo kutsulinkki</h3>
          <p>Luo linkki, jonka voit kopioida ja lähettää lukijalle itse.</p>
          <p>
            <button
              type="button"
              className="button button-secondary"
              data-state={link.state}
              aria-busy={link.busy}
              aria-describedby={link.state === 'error' ? errorId : undefined}
              disabled={busy}
              onClick={() => void link.run()}
            >
              {link.busy ? 'Luodaan linkkiä…' : 'Luo kutsulinkki'}
            </button>
          </p>
        </>
      )}
    </ModalDialog>
  );
}
