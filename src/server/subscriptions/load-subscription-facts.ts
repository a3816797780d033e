import { and, eq, gte, isNull, or } from 'drizzle-orm';
import { discountsOf } from '../billing/retention-discounts';
import { rightHolderCounts } from '../reading-rights/shared-rights';
import type { Db } from '../db/client';
import { addresses, customers } from '../db/schema/customers';
import { addressChanges, suspensions } from '../db/schema/changes';
import { invoices, paymentCards } from '../db/schema/payments';
import { products } from '../db/schema/products';
import { subscriptions } from '../db/schema/subscriptions';
import { ownedBy } from './owned-by';
import { primaryAddressOf } from '../customers/primary-address';
import { readTogether } from '../db/read-together';

// The database reads behind GET /subscriptions/{subscriptionNumber}; subscription-details-mapper.ts turns
// their rows into the answer. Every read after the first is keyed by the row the first one found
// through the session's customers, so nothing of another customer can leak in.

/**
 * The main subscription with its product, only when one of `customerIds` subscribes or pays.
 * With `lock` (inside a change's transaction) its row is locked as it is read, so the change
 * reads what a concurrent one wrote and two changes take turns.
 */
export async function findOwnSubscription(
  db: Db,
  customerIds: string[],
  number: string,
  { lock = false }: { lock?: boolean } = {},
) {
  if (customerIds.length === 0) return undefined;
  const query = db
    .select({ sub: subscriptions, product: products })
    .from(subscriptions)
    .innerJoin(products, eq(products.id, subscriptions.productId))
    .where(
      and(
        eq(subscriptions.subscriptionNumber, number),
        // A module is shown on its main subscription's page, never on a page of its own.
        isNull(subscriptions.parentSubscriptionId),
        ownedBy(customerIds),
      ),
    );
  const [row] = lock ? await query.for('update', { of: subscriptions }) : await query;
  return row;
}
export type OwnSubscription = NonNullable<Awaited<ReturnType<typeof findOwnSubscription>>>;

/** A customer with their primary address (null when none). */
export async function customerWithAddress(db: Db, customerId: string) {
  const [row] = await db
    .select({ customer: customers, address: addresses })
    .from(customers)
    .leftJoin(addresses, primaryAddressOf(customers.id))
    .where(eq(customers.id, customerId))
    .limit(1);
  if (!row) throw new Error(`Subscription refers to a missing customer ${customerId}`);
  return row;
}
export type CustomerWithAddress = Awaited<ReturnType<typeof customerWithAddress>>;

async function activeCard(db: Db, cardId: string | null) {
  if (cardId === null) return null;
  const [card] = await db
    .select({ brand: paymentCards.brand, last4: paymentCards.last4 })
    .from(paymentCards)
    .where(and(eq(paymentCards.id, cardId), isNull(paymentCards.deletedAt)));
  return card ?? null;
}

function modulesOf(db: Db, subscriptionId: string) {
  return db
    .select({ sub: subscriptions, productName: products.name })
    .from(subscriptions)
    .innerJoin(products, eq(products.id, subscriptions.productId))
    .where(eq(subscriptions.parentSubscriptionId, subscriptionId))
    .orderBy(subscriptions.subscriptionNumber);
}

/** A subscription's suspensions not removed and not yet over, earliest first. */
export function pendingSuspensions(db: Db, subscriptionId: string, today: string) {
  return db
    .select()
    .from(suspensions)
    .where(
      and(
        eq(suspensions.subscriptionId, subscriptionId),
        isNull(suspensions.cancelledAt),
        gte(suspensions.endDate, today),
      ),
    )
    .orderBy(suspensions.startDate);
}

/** A permanent change has no end date: it is pending until its start date has passed. */
function pendingAddressChanges(db: Db, subscriptionId: string, today: string) {
  return db
    .select()
    .from(addressChanges)
    .where(
      and(
        eq(addressChanges.subscriptionId, subscriptionId),
        isNull(addressChanges.cancelledAt),
        or(
          gte(addressChanges.endDate, today),
          and(isNull(addressChanges.endDate), gte(addressChanges.startDate, today)),
        ),
      ),
    )
    .orderBy(addressChanges.startDate);
}

async function hasOverdueInvoice(db: Db, subscriptionId: string): Promise<boolean> {
  const rows = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.subscriptionId, subscriptionId), eq(invoices.paymentState, 'OVERDUE')))
    .limit(1);
  return rows.length > 0;
}

/** The product's family: the add-ons it offers and the products it may change to. */
function familyProducts(db: Db, familyId: string) {
  return db.select().from(products).where(eq(products.familyId, familyId)).orderBy(products.name);
}

/** Everything else the details answer needs, read together (read-together.ts). */
export async function loadRelatedFacts(db: Db, own: OwnSubscription, today: string) {
  const { sub } = own;
  const [
    subscriber,
    payer,
    card,
    modules,
    rightHolders,
    susp,
    changes,
    overdue,
    family,
    discounts,
  ] = await readTogether(db, [
    () => customerWithAddress(db, sub.customerId),
    () => customerWithAddress(db, sub.payerCustomerId ?? sub.customerId),
    () => activeCard(db, sub.paymentCardId),
    () => modulesOf(db, sub.id),
    () => rightHolderCounts(db, sub.id),
    () => pendingSuspensions(db, sub.id, today),
    () => pendingAddressChanges(db, sub.id, today),
    () => hasOverdueInvoice(db, sub.id),
    () => familyProducts(db, own.product.familyId),
    () => discountsOf(db, sub.id),
  ]);
  return {
    subscriber,
    payer,
    card,
    modules,
    rightHolders,
    /** Rights held now: claimed ones and open invitations. */
    sharedRights: rightHolders.claimed + rightHolders.pending,
    suspensions: susp,
    addressChanges: changes,
    hasOverdueInvoice: overdue,
    family,
    discounts,
  };
}
export type RelatedFacts = Awaited<ReturnType<typeof loadRelatedFacts>>;
