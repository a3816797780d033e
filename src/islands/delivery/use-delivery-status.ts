import { isSubscriptionNumber } from '~/domain/validation/subscription-number';
import { useEffect, useState } from 'react';
import { loginUrl } from '~/domain/auth/return-path';
import type { DeliveryStatus } from '~/domain/delivery/delivery-status';
import { ApiError, LoggedOutError } from '../shared/api-errors';
import { api } from '../shared/api-client';
import { messageForError } from '../shared/error-messages';

export type StatusLoad =
  | { state: 'loading' }
  | { state: 'error'; message: string }
  | { state: 'ready'; status: DeliveryStatus };

export function goToLogin(): void {
  window.location.assign(loginUrl(window.location.pathname + window.location.search));
}

/** GET /delivery-status for `number` (null: nothing to load yet). */
export function useDeliveryStatus(number: string | null): StatusLoad {
  const [load, setLoad] = useState<StatusLoad>({ state: 'loading' });
  useEffect(() => {
    if (number === null) return;
    if (!isSubscriptionNumber(number)) {
      setLoad({ state: 'error', message: 'Tilausta ei löytynyt.' });
      return;
    }
    api
      .get<DeliveryStatus>(`delivery-status?subscription=${number}`)
      .then((status) => setLoad({ state: 'ready', status }))
      .catch((err: unknown) => {
        if (err instanceof LoggedOutError) return goToLogin();
        const notFound = err instanceof ApiError && (err.status === 404 || err.status === 400);
        setLoad({
          state: 'error',
          message: notFound ? 'Tilausta ei löytynyt.' : messageForError(err),
        });
      });
  }, [number]);
  return load;
}
