import { isSubscriptionNumber } from '~/domain/validation/subscription-number';
import { useEffect, useState } from 'react';
import { loginUrl } from '~/domain/auth/return-path';
import type { ProductChangeOptions } from '~/domain/product-change/product-change-options';
import { api } from '../shared/api-client';
import { LoggedOutError } from '../shared/api-errors';
import { messageForError } from '../shared/error-messages';
import { ensureFreshSession } from '../shared/session';

export type OptionsState =
  | { state: 'loading' }
  | { state: 'error'; message: string }
  | { state: 'ready'; data: ProductChangeOptions };

/** Sends a logged-out visitor to log in and back here, query and all. */
export function goToLogin(): void {
  window.location.assign(loginUrl(window.location.pathname + window.location.search));
}

/** The page's query parameter, read in the browser (the pages are prerendered). */
export const queryParam = (name: string): string =>
  new URLSearchParams(window.location.search).get(name) ?? '';

/**
 * The options of ?tilaus=, fetched fresh rather than from the shared cache: they depend on
 * whether a change is already being processed, which the previous visit may have changed.
 */
export function useChangeOptions(): OptionsState {
  const [result, setResult] = useState<OptionsState>({ state: 'loading' });
  useEffect(() => {
    const number = queryParam('tilaus');
    if (!isSubscriptionNumber(number)) {
      setResult({ state: 'error', message: 'Tilausta ei löytynyt.' });
      return;
    }
    ensureFreshSession()
      .then(async (ok) => {
        if (!ok) return goToLogin();
        const data = await api.get<ProductChangeOptions>(
          `product-change/options?subscription=${number}`,
        );
        setResult({ state: 'ready', data });
      })
      .catch((error: unknown) => {
        if (error instanceof LoggedOutError) return goToLogin();
        setResult({ state: 'error', message: messageForError(error) });
      });
  }, []);
  return result;
}
