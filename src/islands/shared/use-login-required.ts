import { useEffect, useState } from 'react';
import { goToLogin } from './go-to-login';
import { ensureFreshSession } from './session';

/**
 * For an island that loads nothing on its own: checks the session on mount and sends a
 * logged-out visitor to log in (and back to this address). False until the check answers; a
 * failed check shows the island anyway, and its first call reports the error.
 */
export function useLoginRequired(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    ensureFreshSession()
      .then((ok) => (ok ? setReady(true) : goToLogin()))
      .catch(() => setReady(true));
  }, []);
  return ready;
}
