import { useEffect, useState } from 'react';
import { goToLogin } from '../shared/go-to-login';
import { ensureFreshSession } from '../shared/session';
import { UsernameChangeForm } from './username-change-form';

/** /tili/vaihda-kayttajatunnus: the form, for a logged-in customer; others log in first. */
export default function UsernameChangePage() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    ensureFreshSession()
      .then((ok) => (ok ? setReady(true) : goToLogin()))
      .catch(() => setReady(true)); // the form's submit will show the error
  }, []);
  if (!ready) return <p aria-live="polite">Ladataan…</p>;
  return <UsernameChangeForm />;
}
