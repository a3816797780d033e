import { useCallback, useEffect, useState } from 'react';
import { loginUrl } from '~/domain/auth/return-path';
import type { CardsOverview } from '~/domain/cards/card-views';
import { api } from '../shared/api-client';
import { LoggedOutError } from '../shared/api-errors';
import { ensureFreshSession } from '../shared/session';
import { CARDS_LOAD_FAILED, cardErrorMessage } from './card-errors';
import { CARDS_CHANGED_EVENT } from './card-url';

export type CardsLoad =
  | { state: 'loading' }
  | { state: 'error'; message: string }
  | { state: 'ready'; data: CardsOverview };

function goToLogin(): void {
  window.location.assign(loginUrl(window.location.pathname + window.location.search));
}

/** GET /cards for a card screen; logged out goes to the login and back. Reloads on a change. */
export function useCards(): { load: CardsLoad; reload: () => void } {
  const [load, setLoad] = useState<CardsLoad>({ state: 'loading' });
  const fetchCards = useCallback(async () => {
    try {
      if (!(await ensureFreshSession())) return goToLogin();
      setLoad({ state: 'ready', data: await api.get<CardsOverview>('cards') });
    } catch (err) {
      if (err instanceof LoggedOutError) return goToLogin();
      setLoad({ state: 'error', message: cardErrorMessage(err, CARDS_LOAD_FAILED) });
    }
  }, []);
  useEffect(() => {
    void fetchCards();
    const reload = () => void fetchCards();
    window.addEventListener(CARDS_CHANGED_EVENT, reload);
    return () => window.removeEventListener(CARDS_CHANGED_EVENT, reload);
  }, [fetchCards]);
  const reload = useCallback(() => void fetchCards(), [fetchCards]);
  return { load, reload };
}
