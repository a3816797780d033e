import { useState } from 'react';
import {
  PASS_IN_USE_MESSAGE,
  PASS_PARAM,
  type AnonymousPassRequested,
  type PassForm,
} from '~/domain/anonymous-pass/anonymous-pass';
import { AnnouncedMessage } from './announced-message';
import { type ApiPath, api } from './api-client';
import { ApiError } from './api-errors';
import { messageForError } from './error-messages';
import { useAddressSearch } from './use-hydrated';

// The anonymous forms' way past a locked client address (issue 30 item 24): under the "too
// many attempts" answer, the customer asks for a link to her e-mail on file; the link brings
// her back to the form with a pass, which the form sends along with the details.

const PASS_PATHS: Record<PassForm, ApiPath<'post'>> = {
  cancel: 'anonymous-cancellations/passes',
  reclaim: 'delivery-reclamations/anonymous/passes',
};

/** The pass of the e-mailed link this page was opened with, if any (after hydration). */
export function usePassFromAddress(): string | undefined {
  const search = useAddressSearch();
  return search === null ? undefined : (new URLSearchParams(search).get(PASS_PARAM) ?? undefined);
}

/** Whether an answer is the anonymous forms' "too many attempts". */
export const isTooManyAttempts = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 429;

/** Above a form opened from the e-mailed link. */
export function PassInUse() {
  return <p className="notice">{PASS_IN_USE_MESSAGE}</p>;
}

/**
 * Under a form's "too many attempts": sends the link to the e-mail on file of the customer the
 * details name. `details` are the identifying fields as typed.
 */
export function PassOffer({
  form,
  details,
}: {
  form: PassForm;
  details: () => Record<string, string>;
}) {
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (sent) {
    // Focus goes here, not to the form's "too many attempts" alert still above it.
    return (
      <AnnouncedMessage kind="status">
        <p>{sent}</p>
      </AnnouncedMessage>
    );
  }
  const send = async () => {
    setError(null);
    setBusy(true);
    try {
      const answer = await api.post<AnonymousPassRequested>(PASS_PATHS[form], details(), {
        authenticated: false,
        withErrorBody: true,
      });
      setSent(answer.message);
    } catch (err) {
      setError(messageForError(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="notice" aria-labelledby={`${form}-pass-heading`}>
      <h2 id={`${form}-pass-heading`}>Jatka sähköpostiin lähetettävällä linkillä</h2>
      <p>
        Jos samasta verkosta (esimerkiksi työpaikan tai mobiililiittymän verkosta) on yritetty liian
        monta kertaa, voit jatkaa heti: lähetämme linkin asiakastiedoissasi olevaan
        sähköpostiosoitteeseen.
      </p>
      {error && (
        <p className="alert" role="alert">
          {error}
        </p>
      )}
      <button
        className="button"
        type="button"
        disabled={busy}
        aria-busy={busy}
        onClick={() => void send()}
      >
        {busy ? 'Lähetetään…' : 'Lähetä linkki sähköpostiini'}
      </button>
    </section>
  );
}
