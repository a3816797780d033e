import { useCallback, useEffect, useState } from 'react';
import { loginUrl } from '~/domain/auth/return-path';
import type { InvoiceDetails } from '~/domain/invoices/invoice-views';
import { api } from '../shared/api-client';
import { ApiError, LoggedOutError } from '../shared/api-errors';

export type InvoiceLoad =
  | { state: 'loading' }
  | { state: 'error'; message: string }
  | { state: 'ready'; invoice: InvoiceDetails };

export function goToLogin(): void {
  window.location.assign(loginUrl(window.location.pathname + window.location.search));
}

const NOT_FOUND = 'Laskua ei löytynyt. Tarkista laskun numero tai palaa laskuihin.';
// Spec §8: a loading failure of the invoice.
const LOAD_FAILED =
  'Laskun tietojen lataaminen epäonnistui. Yritä myöhemmin uudelleen tai ota yhteyttä asiakaspalveluun.';

/** GET /invoices/{number}; null: nothing to load yet, '' : the address names no invoice. */
export function useInvoice(number: string | null): { load: InvoiceLoad; reload: () => void } {
  const [load, setLoad] = useState<InvoiceLoad>({ state: 'loading' });
  const fetchIt = useCallback(() => {
    if (number === null) return;
    if (number === '') {
      setLoad({ state: 'error', message: NOT_FOUND });
      return;
    }
    api
      .get<InvoiceDetails>(`invoices/${number}`)
      .then((invoice) => setLoad({ state: 'ready', invoice }))
      .catch((err: unknown) => {
        if (err instanceof LoggedOutError) return goToLogin();
        const notFound = err instanceof ApiError && (err.status === 404 || err.status === 400);
        setLoad({
          state: 'error',
          message: notFound ? NOT_FOUND : LOAD_FAILED,
        });
      });
  }, [number]);
  useEffect(fetchIt, [fetchIt]);
  return { load, reload: fetchIt };
}
