import type { DeliveryStatus } from '~/domain/delivery/delivery-status';
import { isSubscriptionNumber } from '~/domain/validation/subscription-number';
import { ApiError } from '../shared/api-errors';
import { subscriptionPaths } from '../shared/api-paths';
import { messageForError } from '../shared/error-messages';
import { useApiQuery } from '../shared/use-api-query';
import { SUBSCRIPTION_NOT_FOUND } from '~/domain/errors/error-messages';

export type StatusLoad =
  | { state: 'loading' }
  | { state: 'error'; message: string }
  | { state: 'ready'; status: DeliveryStatus };

/** GET /subscriptions/{subscriptionNumber}/delivery-status (null: nothing to load yet). */
export function useDeliveryStatus(number: string | null): StatusLoad {
  const valid = number !== null && isSubscriptionNumber(number);
  const query = useApiQuery<DeliveryStatus>(
    valid ? subscriptionPaths.deliveryStatus(number) : null,
  );
  if (number !== null && !valid) return { state: 'error', message: SUBSCRIPTION_NOT_FOUND };
  if (query.state === 'ready') return { state: 'ready', status: query.data };
  if (query.state === 'loading') return query;
  const notFound =
    query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
  return {
    state: 'error',
    message: notFound ? SUBSCRIPTION_NOT_FOUND : messageForError(query.error),
  };
}
