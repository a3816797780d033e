import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { subscriptions } from '../db/schema/subscriptions';

// Any fixed key will do: it only has to be the same for every caller that hands out numbers.
const NUMBER_LOCK_KEY = 7_000_001;

/**
 * The next free 7-digit subscription number (spec §9: 7 or 8 digits), one above the highest in
 * use. The transaction-scoped advisory lock makes two orders at the same moment take turns, so
 * they never pick the same number; it is released when the caller's transaction ends. The
 * filter is migration 0029's partial index, so the answer is one step down it (the 8-digit
 * numbers sort among the 7-digit ones as text, and a publisher has a million of them).
 */
export async function nextSubscriptionNumber(tx: Db): Promise<string> {
  await tx.execute(sql`select pg_advisory_xact_lock(${NUMBER_LOCK_KEY})`);
  const [row] = await tx
    .select({ highest: sql<string | null>`max(${subscriptions.subscriptionNumber})` })
    .from(subscriptions)
    .where(sql`${subscriptions.subscriptionNumber} ~ '^[0-9]{7}$'`);
  const highest = Number(row?.highest ?? '1000000');
  const next = highest + 1;
  if (next > 9_999_999) throw new Error('The 7-digit subscription numbers have run out');
  return String(next);
}
