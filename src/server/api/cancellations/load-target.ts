import { and, eq, inArray } from 'drizzle-orm';
import {
  type AddOnFacts,
  addOnCancellationBlock,
  mainCancellationBlock,
} from '~/domain/cancellation/blocks';
import { isVideoServiceModule } from '~/domain/cancellation/video-services';
import { isOrganisation } from '~/domain/customers/enums';
import {
  type CancelFacts,
  externalManagerOf,
  type ManagerFacts,
  suspendAction,
  type SuspendFacts,
} from '~/domain/subscriptions/actions';
import { isGiftGiver } from '~/domain/subscriptions/gift-sides';
import { statusOn } from '~/domain/subscriptions/effective-status';
import type { ProductFormat, SubscriptionStatus } from '~/domain/subscriptions/enums';
import { hasEnded } from '~/domain/subscriptions/listing';
import type { Db } from '../../db/client';
import { invoices } from '../../db/schema/payments';
import { products } from '../../db/schema/products';
import { subscriptions } from '../../db/schema/subscriptions';
import {
  findOwnSubscription,
  loadRelatedFacts,
  type OwnSubscription,
  type RelatedFacts,
} from '../../subscriptions/load-subscription-facts';
import { addOnNotFound, subscriptionNotFound } from './cancellation-errors';

// The reads behind every cancellation route. The first read goes through the customers the
// caller may act for (a session's, or the one the anonymous numbers identified), and every
// later read is keyed by the row it found, so nothing of another customer can leak in.

export type AddOnRow = {
  sub: typeof subscriptions.$inferSelect;
  product: typeof products.$inferSelect;
};

/** What the cancellation's verdicts read: its own block and the suspension offered instead. */
export type MainTargetFacts = CancelFacts & SuspendFacts & ManagerFacts;

export interface MainTarget {
  own: OwnSubscription;
  facts: RelatedFacts;
  actionFacts: MainTargetFacts;
  today: string;
}

/** The cancellation and suspension facts of the main subscription, as the details page reads them. */
function actionFactsOf(
  own: OwnSubscription,
  facts: RelatedFacts,
  customerIds: string[],
  today: string,
): MainTargetFacts {
  const { sub, product } = own;
  const status = statusOn(sub.status as SubscriptionStatus, facts.suspensions, today);
  return {
    status,
    productFormat: sub.productFormat as ProductFormat,
    ended: hasEnded({ status, endDate: sub.endDate }, today),
    isCompany: isOrganisation(facts.subscriber.customer.customerType),
    isGiftGiver: isGiftGiver(sub, customerIds),
    productCancellable: product.cancellable,
    externalManager: externalManagerOf(product.externallyManaged, sub.tags),
    hasOverdueInvoice: facts.hasOverdueInvoice,
    orderChangeInProgress: sub.orderChangeInProgress,
  };
}

/**
 * The main subscription `number` of `customerIds`, or 404. With `lock` (inside a mutation's
 * transaction) its row is locked first, so the facts are read after any concurrent change.
 */
export async function loadMainTarget(
  db: Db,
  customerIds: string[],
  number: string,
  today: string,
  lock = false,
): Promise<MainTarget> {
  const own = await findOwnSubscription(db, customerIds, number, { lock });
  if (!own) throw subscriptionNotFound();
  const facts = await loadRelatedFacts(db, own, today);
  return { own, facts, actionFacts: actionFactsOf(own, facts, customerIds, today), today };
}

export const mainBlockOf = (t: MainTarget) => mainCancellationBlock(t.actionFacts);

/** A paper subscription the suspension modal would accept: an alternative to leaving. */
export const canSuspend = (t: MainTarget): boolean => suspendAction(t.actionFacts).allowed;

/** One add-on of the main subscription, by its own number, or 404. */
export async function loadAddOn(db: Db, main: MainTarget, addOnNumber: string, lock = false) {
  const query = db
    .select({ sub: subscriptions, product: products })
    .from(subscriptions)
    .innerJoin(products, eq(products.id, subscriptions.productId))
    .where(
      and(
        eq(subscriptions.subscriptionNumber, addOnNumber),
        eq(subscriptions.parentSubscriptionId, main.own.sub.id),
      ),
    );
  const [row] = lock ? await query.for('update', { of: subscriptions }) : await query;
  if (!row) throw addOnNotFound();
  return row;
}

async function overdueOf(db: Db, ids: string[]): Promise<boolean> {
  const rows = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.paymentState, 'OVERDUE'), inArray(invoices.subscriptionId, ids)))
    .limit(1);
  return rows.length > 0;
}

/** The add-on's block: its own facts and the main subscription's (billed together). */
export async function addOnBlockOf(db: Db, main: MainTarget, addOn: AddOnRow) {
  const facts: AddOnFacts = {
    status: addOn.sub.status as SubscriptionStatus,
    startDate: addOn.sub.startDate,
    endDate: addOn.sub.endDate,
    productCancellable: addOn.product.cancellable,
    isVideoService: isVideoServiceModule(addOn.product),
    hasOverdueInvoice: await overdueOf(db, [addOn.sub.id, main.own.sub.id]),
  };
  return addOnCancellationBlock(main.actionFacts, facts, main.today);
}

/** Add-ons still running or about to start, which end with the main subscription. */
export function runningAddOns(t: MainTarget) {
  return t.facts.modules.filter(
    (m) =>
      m.sub.status !== 'CANCELLED' &&
      m.sub.status !== 'FINISHED' &&
      !hasEnded({ status: m.sub.status as SubscriptionStatus, endDate: m.sub.endDate }, t.today),
  );
}
