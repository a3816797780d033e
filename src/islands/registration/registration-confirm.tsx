import { useState } from 'react';
import type { RegistrationConfirmed } from '~/domain/registration/registration-input';
import { pushAnalyticsEvent } from '../shared/analytics';
import { api } from '../shared/api-client';
import { registrationPaths } from '../shared/api-paths';
import { errorMessage, messageForError } from '../shared/error-messages';
import { loadSession } from '../shared/session';
import { useAddressSearch, useHydrated } from '../shared/use-hydrated';

type State =
  | { name: 'ready' | 'busy' }
  | { name: 'done'; result: RegistrationConfirmed }
  | { name: 'failed'; message: string };

/** The next step's button text: the reading-right claim is the usual reason to register. */
const continueLabel = (returnPath: string): string =>
  returnPath.startsWith('/ak/') ? 'Jatka digilukuoikeuden aktivointiin' : 'Jatka';

/**
 * /auth/rekisteroidy/vahvista?token=: the link e-mailed by the registration. Nothing happens on
 * load (mail programs and security scanners open links by themselves): the account is created
 * when the button is pressed, and this browser is then logged in (decision 0034).
 */
export default function RegistrationConfirm() {
  const hydrated = useHydrated();
  const search = useAddressSearch();
  const [state, setState] = useState<State>({ name: 'ready' });
  if (search === null) return <p aria-live="polite">Ladataan…</p>;
  const token = new URLSearchParams(search).get('token') ?? '';
  if (!token) {
    return (
      <p className="alert" role="alert">
        {errorMessage('registration-expired')}
      </p>
    );
  }

  const confirm = async () => {
    setState({ name: 'busy' });
    try {
      const result = await api.post<RegistrationConfirmed>(
        registrationPaths.confirm,
        { token },
        { authenticated: false, withErrorBody: true },
      );
      pushAnalyticsEvent({
        event: 'register',
        eventId: result.analyticsEvent,
        eventName: 'register',
      });
      setState({ name: 'done', result });
      // The header shows the new session.
      void loadSession().catch(() => undefined);
    } catch (err) {
      setState({ name: 'failed', message: messageForError(err) });
    }
  };

  if (state.name === 'done') {
    const { username, returnPath } = state.result;
    return (
      <>
        <p className="notice" role="status">
          Tunnuksesi on luotu ja olet kirjautunut sisään. Kirjaudu jatkossa osoitteella {username}.
        </p>
        <p>
          <a className="button" href={returnPath}>
            {continueLabel(returnPath)}
          </a>
        </p>
      </>
    );
  }
  if (state.name === 'failed') {
    return (
      <>
        <p className="alert" role="alert">
          {state.message}
        </p>
        <p>
          <a href="/auth/login">Kirjaudu sisään</a> tai <a href="/auth/rekisteroidy">luo tunnus</a>.
        </p>
      </>
    );
  }
  const busy = state.name === 'busy';
  return (
    <>
      <p>Vahvista sähköpostiosoitteesi, niin tunnuksesi luodaan ja pääset kirjautumaan.</p>
      <button
        className="button"
        type="button"
        aria-busy={busy}
        disabled={busy || !hydrated}
        onClick={() => void confirm()}
      >
        {busy ? 'Luodaan tunnusta…' : 'Vahvista ja luo tunnus'}
      </button>
    </>
  );
}
