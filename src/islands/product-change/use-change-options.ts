import type { ProductChangeOptions } from '~/domain/product-change/product-change-options';
import { isSubscriptionNumber } from '~/domain/validation/subscription-number';
import { messageForError } from '../shared/error-messages';
import { subscriptionPaths } from '../shared/api-paths';
import { useApiQuery } from '../shared/use-api-query';
import { useAddressSearch } from '../shared/use-hydrated';
import { SUBSCRIPTION_NOT_FOUND } from '~/domain/errors/error-messages';

export type OptionsState =
  | { state: 'loading' }
  | { state: 'error'; message: string }
  | { state: 'ready'; data: ProductChangeOptions };

/**
 * The options of ?tilaus=. They depend on whether a change is already being processed; the
 * query cache lives as long as the page, so every visit loads them anew.
 */
export function useChangeOptions(): OptionsState {
  const search = useAddressSearch();
  const number = search === null ? null : (new URLSearchParams(search).get('tilaus') ?? '');
  const valid = number !== null && isSubscriptionNumber(number);
  const load = useApiQuery<ProductChangeOptions>(
    valid ? subscriptionPaths.productChangeOptions(number) : null,
  );
  if (number !== null && !valid) return { state: 'error', message: SUBSCRIPTION_NOT_FOUND };
  if (load.state === 'error') return { state: 'error', message: messageForError(load.error) };
  if (load.state === 'loading') return load;
  return { state: 'ready', data: load.data };
}
