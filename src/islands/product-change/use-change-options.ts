import { useEffect, useState } from 'react';
import type { ProductChangeOptions } from '~/domain/product-change/product-change-options';
import { isSubscriptionNumber } from '~/domain/validation/subscription-number';
import { messageForError } from '../shared/error-messages';
import { useApiQuery } from '../shared/use-api-query';

export type OptionsState =
  | { state: 'loading' }
  | { state: 'error'; message: string }
  | { state: 'ready'; data: ProductChangeOptions };

/** The page's query parameter, read in the browser (the pages are prerendered). */
export const queryParam = (name: string): string =>
  new URLSearchParams(window.location.search).get(name) ?? '';

/**
 * The options of ?tilaus=. They depend on whether a change is already being processed; the
 * query cache lives as long as the page, so every visit loads them anew.
 */
export function useChangeOptions(): OptionsState {
  const [number, setNumber] = useState<string | null>(null);
  useEffect(() => setNumber(queryParam('tilaus')), []);
  const valid = number !== null && isSubscriptionNumber(number);
  const load = useApiQuery<ProductChangeOptions>(
    valid ? `product-change/options?subscription=${number}` : null,
  );
  if (number !== null && !valid) return { state: 'error', message: 'Tilausta ei löytynyt.' };
  if (load.state === 'error') return { state: 'error', message: messageForError(load.error) };
  if (load.state === 'loading') return load;
  return { state: 'ready', data: load.data };
}
