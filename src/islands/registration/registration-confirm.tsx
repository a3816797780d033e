import type { RegistrationConfirmed } from '~/domain/registration/registration-input';
import { pushAnalyticsEvent } from '../shared/analytics';
import { api } from '../shared/api-client';
import { registrationPaths } from '../shared/api-paths';
import { errorMessage } from '../shared/error-messages';
import { ConfirmLinkButton, useLinkConfirmation } from '../shared/link-confirmation';
import { useAddressSearch } from '../shared/use-hydrated';

/** The next step's button text: the reading-right claim is the usual reason to register. */
const continueLabel = (returnPath: string): string =>
  returnPath.startsWith('/ak/') ? 'Jatka digilukuoikeuden aktivointiin' : 'Jatka';

/**
 * /auth/rekisteroidy/vahvista?token=: the link e-mailed by the registration. The account is
 * created when the button is pressed, and this browser is then logged in (decision 0034).
 */
export default function RegistrationConfirm() {
  const search = useAddressSearch();
  const token = new URLSearchParams(search ?? '').get('token') ?? '';
  const { state, confirm } = useLinkConfirmation(
    () =>
      api.post<RegistrationConfirmed>(
        registrationPaths.confirm,
        { token },
        { authenticated: false, withErrorBody: true },
      ),
    (result) =>
      pushAnalyticsEvent({
        event: 'register',
        eventId: result.analyticsEvent,
        eventName: 'register',
      }),
  );
  if (search === null) return <p aria-live="polite">Ladataan…</p>;
  if (!token) {
    return (
      <p className="alert" role="alert">
        {errorMessage('registration-expired')}
      </p>
    );
  }

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
  return (
    <>
      <p>Vahvista sähköpostiosoitteesi, niin tunnuksesi luodaan ja pääset kirjautumaan.</p>
      <ConfirmLinkButton
        busy={state.name === 'busy'}
        label="Vahvista ja luo tunnus"
        busyLabel="Luodaan tunnusta…"
        onConfirm={confirm}
      />
    </>
  );
}
