import { mainSubscriptionBlock } from '~/domain/add-ons/eligibility';
import { isOrganisation } from '~/domain/customers/enums';
import type { SubscriptionStatus } from '~/domain/subscriptions/enums';
import type { Db } from '../../db/client';
import { orderChangePending } from '../../subscriptions/order-change-pending';
import { mainCancelled, mainNotRunning, subscriptionNotFound } from './add-on-errors';
import {
  customerWithAddress,
  findOwnSubscription,
  type OwnSubscription,
} from '../../subscriptions/load-subscription-facts';

/**
 * The main subscription of the session's customers that can take an add-on, or the error that
 * says why not. Companies order changes through a processing request (spec §6), so their
 * subscriptions take no add-ons here, as on the details page.
 */
export async function ownRunningMain(
  db: Db,
  customerIds: string[],
  number: string,
  today: string,
): Promise<OwnSubscription> {
  const own = await findOwnSubscription(db, customerIds, number);
  if (!own) throw subscriptionNotFound();
  const block = mainSubscriptionBlock(
    { status: own.sub.status as SubscriptionStatus, endDate: own.sub.endDate },
    today,
  );
  if (block === 'cancelled') throw mainCancelled();
  if (block === 'not-running') throw mainNotRunning();
  const { customer } = await customerWithAddress(db, own.sub.customerId);
  if (isOrganisation(customer.customerType)) throw mainNotRunning();
  // Spec §4: while a product change is processed, the subscription takes no other change.
  if (own.sub.orderChangeInProgress) throw orderChangePending();
  return own;
}
