import { and, eq, sql } from 'drizzle-orm';
import type { Db } from './client';
import { retentionDiscounts } from './schema/cancellations';
import { subscriptions } from './schema/subscriptions';

/**
 * Spec §9: the credited days of a suspension extend the subscription period (20 days -> 13). The
 * period end moves by `days` (negative when a suspension is shortened or removed); an end date on
 * the period end (a fixed-term order, or one cancelled to the period end) moves with it. One
 * statement on the locked row, so concurrent changes add up.
 */
export async function extendPeriod(db: Db, subscriptionId: string, days: number): Promise<void> {
  if (days === 0) return;
  await db
    .update(subscriptions)
    .set({
      periodEndDate: sql`${subscriptions.periodEndDate} + ${days}::int`,
      endDate: sql`case when ${subscriptions.endDate} = ${subscriptions.periodEndDate} then ${subscriptions.endDate} + ${days}::int else ${subscriptions.endDate} end`,
    })
    .where(eq(subscriptions.id, subscriptionId));
  // A retention discount still ahead starts with the next period: it moves with the period end
  // (issue 30 item 8: an extension moved 22.12 to 26.12, the discount still said 23.12).
  await db
    .update(retentionDiscounts)
    .set({ validFrom: sql`${retentionDiscounts.validFrom} + ${days}::int` })
    .where(
      and(
        eq(retentionDiscounts.subscriptionId, subscriptionId),
        sql`${retentionDiscounts.validFrom} > (select ${subscriptions.periodStartDate} from ${subscriptions} where ${subscriptions.id} = ${subscriptionId})`,
      ),
    );
}
