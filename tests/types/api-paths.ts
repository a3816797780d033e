// A type-level check, run by `npm run check` (astro check): the islands' API calls accept only
// the routes of the API document, each with its own methods (decision 0049). Should the types
// stop refusing these, the @ts-expect-error lines become errors themselves and the check fails.
// Nothing here runs.
import { api } from '~/islands/shared/api-client';
import { useApiQuery } from '~/islands/shared/use-api-query';

export function refusedAtCompileTime() {
  // @ts-expect-error: no route has this path
  void api.get('subscriptions/2000001/no-such-thing');
  // @ts-expect-error: a subscription's card is changed with PUT, never POST
  void api.post('subscriptions/2000001/card', { cardId: 'x' });
  // @ts-expect-error: the old flat path before decision 0024
  void api.get('billing-periods');
  // @ts-expect-error: reads are GETs of documented paths
  useApiQuery('subscriptions/2000001/cancel');
}

export function acceptedAtCompileTime() {
  void api.put('subscriptions/2000001/card', { cardId: 'x' });
  void api.get('account/change-history?page=2');
  useApiQuery('subscriptions/2000001/billing-period');
}
