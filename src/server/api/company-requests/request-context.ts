import type { ProductFormat } from '~/domain/subscriptions/enums';
import type { AuthContext } from '../../app-context';
import type { Db } from '../../db/client';
import { findOwnSubscription, loadRelatedFacts } from '../../subscriptions/load-subscription-facts';
import { toSubscriptionDetails } from '../../subscriptions/subscription-details-mapper';
import { requestNotAllowed, subscriptionNotFound } from './company-request-errors';

/**
 * One of the session's subscriptions for which a processing request may be sent: the
 * COMPANY_REQUEST verdict (companyRequestVerdict through subscriptionActions) exactly as the
 * details page gives it (company, not ended, not managed elsewhere), else 409 company-request-not-allowed.
 */
export async function loadRequestContext(
  db: Db,
  auth: AuthContext,
  subscriptionNumber: string,
  today: string,
) {
  const own = await findOwnSubscription(db, auth.customerIds, subscriptionNumber);
  if (!own) throw subscriptionNotFound();
  const facts = await loadRelatedFacts(db, own, today);
  const details = toSubscriptionDetails(own, facts, auth.customerIds, today);
  const verdict = details.actions.find((a) => a.action === 'COMPANY_REQUEST');
  if (!verdict?.allowed) throw requestNotAllowed(verdict?.reason);
  return {
    own,
    details,
    companyName: details.subscriber.name,
    format: own.sub.productFormat as ProductFormat,
  };
}
export type RequestContext = Awaited<ReturnType<typeof loadRequestContext>>;
