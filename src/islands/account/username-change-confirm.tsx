import type { UsernameConfirmed } from '~/domain/account-credentials/username-change-input';
import { api } from '../shared/api-client';
import { accountPaths } from '../shared/api-paths';
import { errorMessage } from '../shared/error-messages';
import { ConfirmLinkButton, useLinkConfirmation } from '../shared/link-confirmation';
import { useAddressSearch } from '../shared/use-hydrated';

/** The login, prefilled, then the account page (not back here: the link is used). */
const loginLink = (username: string): string =>
  `/auth/login?${new URLSearchParams({ login_hint: username, palaa: '/tili' }).toString()}`;

/**
 * /tili/vaihda-kayttajatunnus/vahvista?token=&email=: the link e-mailed to the new address.
 * The change waits for a press of the button. No login is needed, the token is the proof
 * (decision 0026).
 */
export default function UsernameChangeConfirm() {
  const search = useAddressSearch();
  const params = new URLSearchParams(search ?? '');
  const token = params.get('token') ?? '';
  const email = params.get('email') ?? '';
  const { state, confirm } = useLinkConfirmation(() =>
    api.put<UsernameConfirmed>(
      accountPaths.usernameConfirm,
      { token, email },
      { authenticated: false, withErrorBody: true },
    ),
  );
  if (search === null) return <p aria-live="polite">Ladataan…</p>;
  if (!token || !email) {
    return (
      <p className="alert" role="alert">
        {errorMessage('username-change-expired')}
      </p>
    );
  }

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
  return (
    <>
      <p>
        Uusi käyttäjätunnuksesi on <strong>{email}</strong>. Vaihto tulee voimaan, kun vahvistat
        sen. Salasanasi pysyy samana.
      </p>
      <ConfirmLinkButton
        busy={state.name === 'busy'}
        label="Vahvista käyttäjätunnuksen vaihto"
        busyLabel="Vahvistetaan…"
        onConfirm={confirm}
      />
    </>
  );
}
