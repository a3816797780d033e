import { and, eq, inArray } from 'drizzle-orm';
import { SHARED_STATUSES } from '~/domain/reading-rights/rights-summary';
import type { Db } from '../db/client';
import { readingRights } from '../db/schema/subscriptions';

/**
 * The share and claim handlers' count of a subscription's rights by status (the statuses of
 * rights-summary.ts). Read after
 * lockSubscription, so two changes of one subscription count one after the other.
 */
export async function inviteHeldRights(db: Db, subscriptionId: string): Promise<number> {
  const rows = await db
    .select({ id: readingRights.id })
    .from(readingRights)
    .where(
      and(
        eq(readingRights.subscriptionId, subscriptionId),
        inArray(readingRights.status, [...SHARED_STATUSES]),
      ),
    );
  return rows.length;
}

export async function inviteActiveRights(db: Db, subscriptionId: string): Promise<number> {
  const rows = await db
    .select({ id: readingRights.id })
    .from(readingRights)
    .where(
      and(eq(readingRights.subscriptionId, subscriptionId), eq(readingRights.status, 'ACTIVE')),
    );
  return rows.length;
}
