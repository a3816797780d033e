import type { ReclaimResult } from '~/domain/delivery/delivery-status';
import type { ReclaimFields } from '~/domain/delivery/reclaim-input';
import { reclaimBlock } from '~/domain/delivery/reclaim-eligibility';
import type { AppDeps, AuthContext } from '../../app-context';
import { findOwnSubscription } from '../../subscriptions/load-subscription-facts';
import { reclamationNotAllowed, subscriptionNotFound } from './delivery-errors';
import { eligibilityFacts, customerOf } from './load-delivery-subscription';
import { storeReport } from './store-report';

/**
 * POST /subscriptions/{n}/delivery-reclamations: a logged-in customer reports a trouble of an own subscription.
 * Another customer's number answers 404; a digital-only, company, gift giver's or externally
 * managed subscription 409 not-allowed-reclamation-for-subscription.
 */
export async function reportOwn(
  deps: AppDeps,
  auth: AuthContext,
  subscriptionNumber: string,
  input: ReclaimFields,
): Promise<{ created: boolean; result: ReclaimResult }> {
  const own = await findOwnSubscription(deps.db, auth.customerIds, subscriptionNumber);
  if (!own) throw subscriptionNotFound();
  const subscriber = await customerOf(deps.db, own.sub.customerId);
  const block = reclaimBlock(eligibilityFacts(own, subscriber, auth.customerIds));
  if (block) throw reclamationNotAllowed(block);
  return storeReport(
    deps,
    { s: own, subscriber },
    { accountId: auth.accountId, email: auth.username },
    input,
  );
}
