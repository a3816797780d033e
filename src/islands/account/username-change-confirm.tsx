import { useState } from 'react';
import type { UsernameConfirmed } from '~/domain/account-credentials/username-change-input';
import { api } from '../shared/api-client';
import { accountPaths } from '../shared/api-paths';
import { errorMessage, messageForError } from '../shared/error-messages';
import { loadSession } from '../shared/session';
import { useAddressSearch, useHydrated } from '../shared/use-hydrated';

/** The login, prefilled, then the account page (not back here: the link is used). */
const loginLink = (username: string): string =>
  `/auth/login?${new URLSearchParams({ login_hint: username, palaa: '/tili' }).toString()}`;

type State =
  | { name: 'ready' | 'busy' }
  | { name: 'done'; result: UsernameConfirmed }
  | { name: 'failed'; message: string };

/**
 * /tili/vaihda-kayttajatunnus/vahvista?token=&email=: the link e-mailed to the new address.
 * Nothing happens on load: mail programs and security scanners open links by themselves, so the
 * change waits for a press of the button. No login is needed, the token is the proof
 * (decision 0026).
 */
export default function UsernameChangeConfirm() {
  const hydrated = useHydrated();
  const search = useAddressSearch();
  const [state, setState] = useState<State>({ name: 'ready' });
  if (search === null) return <p aria-live="polite">Ladataan…</p>;
  const params = new URLSearchParams(search);
  const token = params.get('token') ?? '';
  const email = params.get('email') ?? '';
  if (!token || !email) {
    return (
      <p className="alert" role="alert">
        {errorMessage('username-change-expired')}
      </p>
    );
  }

  const confirm = async () => {
    setState({ name: 'busy' });
    try {
      const result = await api.put<UsernameConfirmed>(
        accountPaths.usernameConfirm,
        { token, email },
        { authenticated: false, withErrorBody: true },
      );
      setState({ name: 'done', result });
      // The header shows the session as it is now (this browser may have been logged in).
      void loadSession().catch(() => undefined);
    } catch (err) {
      setState({ name: 'failed', message: messageForError(err) });
    }
  };

  if (state.name === 'done') {
    const { username, loggedIn } = state.result;
    return (
      <>
        <p className="notice" role="status">
          Käyttäjätunnuksesi on vaihdettu. Kirjaudu jatkossa osoitteella {username}. Muilla
          laitteilla olleet kirjautumiset päättyivät.
        </p>
        <p>
          {loggedIn ? (
            <a className="button" href="/tili">
              Siirry omiin tietoihin
            </a>
          ) : (
            <a className="button" href={loginLink(username)}>
              Kirjaudu sisään
            </a>
          )}
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
          <a href="/tili/vaihda-kayttajatunnus">Tee uusi vaihtopyyntö</a>
        </p>
      </>
    );
  }
  const busy = state.name === 'busy';
  return (
    <>
      <p>
        Uusi käyttäjätunnuksesi on <strong>{email}</strong>. Vaihto tulee voimaan, kun vahvistat
        sen. Salasanasi pysyy samana.
      </p>
      <button
        className="button"
        type="button"
        aria-busy={busy}
        disabled={busy || !hydrated}
        onClick={() => void confirm()}
      >
        {busy ? 'Vahvistetaan…' : 'Vahvista käyttäjätunnuksen vaihto'}
      </button>
    </>
  );
}
