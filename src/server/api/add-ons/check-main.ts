import { mainSubscriptionBlock } from '~/domain/add-ons/eligibility';
import type { SubscriptionStatus } from '~/domain/subscriptions/enums';
import type { Db } from '../../db/client';
import { orderChangePending } from '../../subscriptions/order-change-pending';
import { mainCancelled, mainNotRunning, subscriptionNotFound } from './add-on-errors';
import { findOwnMain, type OwnMain, subscriberOf } from './load-main-subscription';

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
): Promise<OwnMain> {
  const own = await findOwnMain(db, customerIds, number);
  if (!own) throw subscriptionNotFound();
  const block = mainSubscriptionBlock(
    { status: own.sub.status as SubscriptionStatus, endDate: own.sub.endDate },
    today,
  );
  if (block === 'cancelled') throw mainCancelled();
  if (block === 'not-running') throw mainNotRunning();
  const subscriber = await subscriberOf(db, own.sub.customerId);
  if (subscriber.customerType === 'COMPANY' || subscriber.customerType === 'COMMUNITY') {
    throw mainNotRunning();
  }
  // Spec §4: while a product change is processed, the subscription takes no other change.
  if (own.sub.orderChangeInProgress) throw orderChangePending();
  return own;
}
