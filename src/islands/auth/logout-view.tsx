import { useEffect, useState } from 'react';
import { api } from '../shared/api-client';
import { markLoggedOut } from '../shared/session';

type State = 'working' | 'done' | 'failed';

/** Ends the session on the server as soon as the page opens, then says so. */
export default function LogoutView() {
  const [state, setState] = useState<State>('working');
  useEffect(() => {
    api
      .post('auth/logout', undefined, { authenticated: false })
      .then(() => {
        markLoggedOut();
        setState('done');
      })
      .catch(() => setState('failed'));
  }, []);

  if (state === 'working') return <p aria-live="polite">Kirjaudutaan ulos…</p>;
  if (state === 'failed') {
    return (
      <p className="alert" role="alert">
        Uloskirjautuminen epäonnistui. Yritä uudelleen lataamalla sivu, tai sulje selain.
      </p>
    );
  }
  return (
    <div role="status">
      <p>Olet kirjautunut ulos. Kiitos käynnistä!</p>
      <p>
        <a className="button" href="/auth/login">
          Kirjaudu uudelleen
        </a>
      </p>
    </div>
  );
}
