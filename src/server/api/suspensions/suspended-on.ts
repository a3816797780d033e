import { and, gte, inArray, isNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { suspensions } from '../../db/schema/changes';

/**
 * For the subscription list and details (status SUSPENDED, 'Tilauksen jakelu keskeytetty', spec
 * §4): which of the given subscription ids have a suspension, not removed, covering `date`
 * ('yyyy-MM-dd', normally the clock's today). One query whatever the number of ids.
 */
export async function subscriptionsSuspendedOn(
  db: Db,
  subscriptionIds: readonly string[],
  date: string,
): Promise<Set<string>> {
  if (subscriptionIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ subscriptionId: suspensions.subscriptionId })
    .from(suspensions)
    .where(
      and(
        inArray(suspensions.subscriptionId, [...subscriptionIds]),
        isNull(suspensions.cancelledAt),
        lte(suspensions.startDate, date),
        gte(suspensions.endDate, date),
      ),
    );
  return new Set(rows.map((r) => r.subscriptionId));
}
