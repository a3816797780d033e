import { type SQL, and, count, eq, inArray, sql } from 'drizzle-orm';
import { SHARED_STATUSES } from '~/domain/reading-rights/rights-summary';
import type { Db } from '../db/client';
import { readingRights } from '../db/schema/subscriptions';

// "Rights shared now", asked by the details page, the share and claim handlers, the reading
// rights pages and the reader-count change: claimed rights and open invitations both hold one
// (SHARED_STATUSES of rights-summary.ts).

/** The reading-right rows that hold a right now. */
export const holdsRight: SQL = inArray(readingRights.status, [...SHARED_STATUSES]);

/**
 * How many of a subscription's rights are shared now. Read after lockSubscription in a change,
 * so two changes of one subscription count one after the other.
 */
export async function sharedRightCount(db: Db, subscriptionId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(readingRights)
    .where(and(eq(readingRights.subscriptionId, subscriptionId), holdsRight));
  return row?.n ?? 0;
}

/** How many of a subscription's rights are claimed (ACTIVE) and promised (INVITED), in one read. */
export async function rightHolderCounts(
  db: Db,
  subscriptionId: string,
): Promise<{ claimed: number; pending: number }> {
  const [row] = await db
    .select({
      claimed: sql<number>`(count(*) filter (where ${readingRights.status} = 'ACTIVE'))::int`,
      pending: sql<number>`(count(*) filter (where ${readingRights.status} = 'INVITED'))::int`,
    })
    .from(readingRights)
    .where(and(eq(readingRights.subscriptionId, subscriptionId), holdsRight));
  return { claimed: row?.claimed ?? 0, pending: row?.pending ?? 0 };
}

/** How many of a subscription's rights are claimed (ACTIVE): a claim needs one still free. */
export async function claimedRightCount(db: Db, subscriptionId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(readingRights)
    .where(
      and(eq(readingRights.subscriptionId, subscriptionId), eq(readingRights.status, 'ACTIVE')),
    );
  return row?.n ?? 0;
}
