import type { SubscriptionStatus } from '~/domain/subscriptions/enums';
import { listScopeOf } from '~/domain/subscriptions/listing';
import type { SubscriptionDetails } from '~/domain/subscriptions/subscription-details';
import type { AppDeps, AuthContext } from '../../app-context';
import { HttpError } from '../../http/http-error';
import { findOwnSubscription, loadRelatedFacts } from '../../subscriptions/load-subscription-facts';
import { toSubscriptionDetails } from '../../subscriptions/subscription-details-mapper';

/**
 * One subscription of the session's customers with everything its details page shows. Another
 * customer's number, a module's number, an unknown number and one that ended more than 12
 * months ago all answer the same 404, so the answer never tells whether a number exists.
 */
export async function getSubscription(
  { db, clock }: AppDeps,
  auth: AuthContext,
  subscriptionNumber: string,
): Promise<SubscriptionDetails> {
  const own = await findOwnSubscription(db, auth.customerIds, subscriptionNumber);
  const today = clock.today();
  // Ended more than 12 months ago: hidden from the lists, so not found by address either.
  if (
    !own ||
    listScopeOf(
      { status: own.sub.status as SubscriptionStatus, endDate: own.sub.endDate },
      today,
    ) === null
  ) {
    throw new HttpError(404, 'subscription-not-found');
  }
  const facts = await loadRelatedFacts(db, own, today);
  return toSubscriptionDetails(own, facts, auth.customerIds, today);
}
