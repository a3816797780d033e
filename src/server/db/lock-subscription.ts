import { eq } from 'drizzle-orm';
import type { Db } from './client';
import { subscriptions } from './schema/subscriptions';

/**
 * Locks the subscription's row until the transaction ends: two changes of one subscription (a
 * double click, two tabs, a job) take turns, and the second reads what the first wrote.
 */
export async function lockSubscription(tx: Db, subscriptionId: string): Promise<void> {
  await tx
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(eq(subscriptions.id, subscriptionId))
    .for('update');
}
