import { and, desc, eq, lte } from 'drizzle-orm';
import type { Db } from '../db/client';
import { type billingPeriodChanges, type paymentMethodChanges } from '../db/schema/billing-changes';

// The life of a payment method or billing period change (decisions 0015, 0018): PENDING until
// its period begins (APPLIED), unless a newer change of the same subscription replaces it
// (CANCELLED). At most one change of each kind is pending per subscription.

type ChangeTable = typeof billingPeriodChanges | typeof paymentMethodChanges;

/** The pending change due by `start` (a newer change cancels an older one), marked APPLIED. */
export async function takeDue<T extends ChangeTable>(
  tx: Db,
  table: T,
  subscriptionId: string,
  start: string,
  now: Date,
): Promise<T['$inferSelect'] | null> {
  // Drizzle's builders take the union of the two tables, not a generic one.
  const changes: ChangeTable = table;
  const [row] = await tx
    .select()
    .from(changes)
    .where(
      and(
        eq(changes.subscriptionId, subscriptionId),
        eq(changes.status, 'PENDING'),
        lte(changes.effectiveDate, start),
      ),
    )
    .orderBy(desc(changes.createdAt));
  if (!row) return null;
  await tx.update(changes).set({ status: 'APPLIED', appliedAt: now }).where(eq(changes.id, row.id));
  return row;
}

/** Cancels the subscription's pending change of this kind: a newer one replaces it. */
export async function cancelPending(
  tx: Db,
  table: ChangeTable,
  subscriptionId: string,
  now: Date,
): Promise<void> {
  await tx
    .update(table)
    .set({ status: 'CANCELLED', cancelledAt: now })
    .where(and(eq(table.subscriptionId, subscriptionId), eq(table.status, 'PENDING')));
}
