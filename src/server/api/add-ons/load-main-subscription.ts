import { and, eq, inArray, or } from 'drizzle-orm';
import { heldModuleIds } from '~/domain/add-ons/orderable';
import type { Db } from '../../db/client';
import { invoices } from '../../db/schema/payments';
import { products } from '../../db/schema/products';
import { subscriptions } from '../../db/schema/subscriptions';

// The reads behind both add-on routes. The first read goes through the session's customers, and
// every later one is keyed by the row it found, so nothing of another customer can leak in.

/** Module products of the main product's family that have a list price (sellable). */
export function familyModules(db: Db, familyId: string) {
  return db
    .select()
    .from(products)
    .where(and(eq(products.familyId, familyId), eq(products.isModule, true)))
    .orderBy(products.name);
}

/**
 * Product ids of the add-ons on the main subscription that still run on `from` or start later
 * (holdsModule): ordering one of them again from `from` would overlap it.
 */
export async function runningModuleProductIds(
  db: Db,
  mainId: string,
  from: string,
): Promise<Set<string>> {
  const rows = await db
    .select({
      productId: subscriptions.productId,
      status: subscriptions.status,
      endDate: subscriptions.endDate,
    })
    .from(subscriptions)
    .where(eq(subscriptions.parentSubscriptionId, mainId));
  return heldModuleIds(rows, from);
}

/**
 * The order block: an OVERDUE invoice of this main subscription or one of its add-ons. Debts
 * of the customer's other, separate orders do not block (see docs/decisions/0008-add-on-orders.md).
 */
export async function hasOrderBlock(db: Db, mainId: string): Promise<boolean> {
  const moduleIds = db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(eq(subscriptions.parentSubscriptionId, mainId));
  const rows = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(
      and(
        eq(invoices.paymentState, 'OVERDUE'),
        or(eq(invoices.subscriptionId, mainId), inArray(invoices.subscriptionId, moduleIds)),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
