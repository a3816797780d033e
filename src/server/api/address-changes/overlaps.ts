import { and, eq, isNull, ne, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { addressChanges, suspensions } from '../../db/schema/changes';
import { overlapsDates } from '../../subscriptions/overlapping-dates';

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
    overlapsDates(addressChanges, range),
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
          overlapsDates(suspensions, range),
        ),
      )
      .limit(1),
  ]);
  return change.length > 0 || suspension.length > 0;
}
