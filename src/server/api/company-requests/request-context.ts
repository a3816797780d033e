import { companyRequestAction } from '~/domain/subscriptions/actions';
import type { ProductFormat } from '~/domain/subscriptions/enums';
import { isGiftGiver } from '~/domain/subscriptions/gift-sides';
import type { AuthContext } from '../../app-context';
import type { Db } from '../../db/client';
import { changeFactsOf } from '../../subscriptions/change-facts';
import {
  customerWithAddress,
  findOwnSubscription,
} from '../../subscriptions/load-subscription-facts';
import { party } from '../../subscriptions/subscription-details-mapper';
import { requestNotAllowed, subscriptionNotFound } from './company-request-errors';

/**
 * One of the session's subscriptions for which a processing request may be sent: the
 * COMPANY_REQUEST verdict exactly as the details page gives it (company, not ended, not managed
 * elsewhere), else 409 company-request-not-allowed.
 */
export async function loadRequestContext(
  db: Db,
  auth: AuthContext,
  subscriptionNumber: string,
  today: string,
) {
  const own = await findOwnSubscription(db, auth.customerIds, subscriptionNumber);
  if (!own) throw subscriptionNotFound();
  const subscriber = await customerWithAddress(db, own.sub.customerId);
  const verdict = companyRequestAction(changeFactsOf(own, subscriber, auth.customerIds, today));
  if (!verdict.allowed) throw requestNotAllowed(verdict.reason);
  return {
    own,
    companyName: party(subscriber, isGiftGiver(own.sub, auth.customerIds)).name,
    format: own.sub.productFormat as ProductFormat,
  };
}
export type RequestContext = Awaited<ReturnType<typeof loadRequestContext>>;
