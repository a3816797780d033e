import type { SubscriptionRights } from '~/domain/reading-rights/rights-views';
import type { AppDeps, AuthContext } from '../../app-context';
import { findRightsSubscription, loadSubscriptionRights } from '../../reading-rights/load-rights';
import { subscriptionNotFound } from './reading-right-errors';

/** GET /subscriptions/{n}/reading-rights: one subscription's rights (total 0 when it has none). */
export async function getSubscriptionRights(
  { db }: AppDeps,
  auth: AuthContext,
  number: string,
): Promise<SubscriptionRights> {
  const own = await findRightsSubscription(db, auth.customerIds, number);
  if (!own) throw subscriptionNotFound();
  return loadSubscriptionRights(db, own);
}
