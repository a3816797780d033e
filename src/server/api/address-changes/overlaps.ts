import { and, eq, gte, isNull, lte, ne, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { addressChanges, suspensions } from '../../db/schema/changes';

/**
 * Spec §5: a temporary address change may not overlap a suspension or another temporary
 * change of the same subscription (inclusive dates; removed ones do not count). `exceptId`
 * leaves out the change being edited.
 */
export async function overlapsOtherChange(
  db: Db,
  subscriptionId: string,
  range: { startDate: string; endDate: string },
  exceptId?: string,
): Promise<boolean> {
  const changeConditions: (SQL | undefined)[] = [
    eq(addressChanges.subscriptionId, subscriptionId),
    eq(addressChanges.changeType, 'TEMPORARY_ADDRESS_CHANGE'),
    isNull(addressChanges.cancelledAt),
    lte(addressChanges.startDate, range.endDate),
    gte(addressChanges.endDate, range.startDate),
  ];
  if (exceptId !== undefined) changeConditions.push(ne(addressChanges.id, exceptId));
  const [change, suspension] = await Promise.all([
    db
      .select({ id: addressChanges.id })
      .from(addressChanges)
      .where(and(...changeConditions))
      .limit(1),
    db
      .select({ id: suspensions.id })
      .from(suspensions)
      .where(
        and(
          eq(suspensions.subscriptionId, subscriptionId),
          isNull(suspensions.cancelledAt),
          lte(suspensions.startDate, range.endDate),
          gte(suspensions.endDate, range.startDate),
        ),
      )
      .limit(1),
  ]);
  return change.length > 0 || suspension.length > 0;
}
