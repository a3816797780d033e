import { isGiftGiver } from '~/domain/subscriptions/gift-sides';
import { eq } from 'drizzle-orm';
import { isOrganisation } from '~/domain/customers/enums';
import {
  EXTERNAL_REASONS,
  externalManagerOf,
  suspendVerdict,
} from '~/domain/subscriptions/actions';
import type { ProductFormat, SubscriptionStatus } from '~/domain/subscriptions/enums';
import { hasEnded } from '~/domain/subscriptions/listing';
import type { AuthContext } from '../../app-context';
import type { Db } from '../../db/client';
import { customers } from '../../db/schema/customers';
import {
  findOwnSubscription,
  type OwnSubscription,
} from '../../subscriptions/load-subscription-facts';
import { subscriptionNotFound, suspensionNotAllowed } from './suspension-errors';

/**
 * One of the session's subscriptions whose delivery this customer may suspend, or the error
 * that says why not: 404 for anything not theirs, 409 suspension-not-allowed with the details
 * page's reason (company, gift giver, managed elsewhere, no paper, ended).
 */
export async function ownSuspendable(
  db: Db,
  auth: AuthContext,
  number: string,
  today: string,
): Promise<OwnSubscription> {
  const own = await findOwnSubscription(db, auth.customerIds, number);
  if (!own) throw subscriptionNotFound();
  const { sub, product } = own;
  const external = externalManagerOf(product.externallyManaged, sub.tags);
  if (external !== null) throw suspensionNotAllowed(EXTERNAL_REASONS[external]);
  const [subscriber] = await db
    .select({ customerType: customers.customerType })
    .from(customers)
    .where(eq(customers.id, sub.customerId));
  const verdict = suspendVerdict({
    productFormat: sub.productFormat as ProductFormat,
    ended: hasEnded({ status: sub.status as SubscriptionStatus, endDate: sub.endDate }, today),
    isCompany: isOrganisation(subscriber?.customerType ?? ''),
    isGiftGiver: isGiftGiver(sub, auth.customerIds),
    orderChangeInProgress: sub.orderChangeInProgress,
  });
  if (!verdict.allowed) throw suspensionNotAllowed(verdict.reason);
  return own;
}
