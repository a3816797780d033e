import { useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
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
import { LoggedOutError } from '../shared/api-errors';
import { isSubscriptionKey, subscriptionPaths } from '../shared/api-paths';
import { messageForError } from '../shared/error-messages';
import { goToLogin } from '../shared/go-to-login';
import { lazyZodResolver } from '../shared/lazy-resolver';
import ModalDialog from '../shared/modal-dialog';
import { refreshKeys } from '../shared/query';
import { applyServerErrors } from '../shared/server-errors';
import { type SubmitState, SubmitButton } from '../shared/submit-button';
import { TextField } from '../shared/text-field';
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
  const [emailState, setEmailState] = useState<SubmitState>('idle');
  const [linkState, setLinkState] = useState<SubmitState>('idle');
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<ReadingRightInviteResult | null>(null);
  const [copied, setCopied] = useState('');
  const linkInput = useRef<HTMLInputElement>(null);
  const form = useForm<EmailValues, unknown, EmailFields>({
    resolver,
    defaultValues: { method: 'EMAIL', email: '' },
  });

  const shared = (answer: ReadingRightInviteResult) => {
    setResult(answer);
    pushReadingRightEvent(answer.analyticsEvent);
    refreshKeys(isSubscriptionKey, 'reading-rights');
  };
  const failed = (err: unknown, setState: (s: SubmitState) => void) => {
    if (err instanceof LoggedOutError) return goToLogin();
    setState('error');
    if (!applyServerErrors(form, err, ['email'])) setError(messageForError(err));
  };

  const sendEmail = form.handleSubmit(async (values) => {
    setError(null);
    setEmailState('busy');
    try {
      const answer = await api.post<ReadingRightInviteResult>(path, values, {
        withErrorBody: true,
      });
      setEmailState('done');
      shared(answer);
    } catch (err) {
      failed(err, setEmailState);
    }
  });
  const createLink = async () => {
    setError(null);
    setLinkState('busy');
    try {
      const answer = await api.post<ReadingRightInviteResult>(
        path,
        { method: 'LINK' },
        { withErrorBody: true },
      );
      setLinkState('done');
      shared(answer);
    } catch (err) {
      failed(err, setLinkState);
    }
  };
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
  const busy = emailState === 'busy' || linkState === 'busy';
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
            onSubmit={(e) => void sendEmail(e)}
            aria-describedby={error ? errorId : undefined}
          >
            <h3>Lähetä kutsu sähköpostilla</h3>
            <TextField
              id={`${id}-email`}
              label={INVITE_EMAIL_LABEL}
              type="email"
              autoComplete="off"
              hint="Lähetämme osoitteeseen kutsun, jossa on aktivointilinkki."
              registration={form.register('email')}
              error={form.formState.errors.email}
            />
            <SubmitButton
              state={emailState}
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
              data-state={linkState}
              aria-busy={linkState === 'busy'}
              aria-describedby={linkState === 'error' ? errorId : undefined}
              disabled={busy}
              onClick={() => void createLink()}
            >
              {linkState === 'busy' ? 'Luodaan linkkiä…' : 'Luo kutsulinkki'}
            </button>
          </p>
        </>
      )}
    </ModalDialog>
  );
}
