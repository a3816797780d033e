import { and, eq, isNull, ne, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { addressChanges, suspensions } from '../db/schema/changes';
import { overlapsDates } from './overlapping-dates';
import { readTogether } from '../db/read-together';

/** The change being edited, which never collides with itself. */
export interface ChangeBeingEdited {
  suspensionId?: string | null;
  addressChangeId?: string | null;
}

/**
 * Spec §5: a suspension or a temporary address change may not overlap a suspension or a
 * temporary address change of the same subscription (both ends included; removed ones do not
 * count). The one answer to "do these days collide with the changes in force?", for both.
 */
export async function overlapsChangeInForce(
  db: Db,
  subscriptionId: string,
  range: { startDate: string; endDate: string },
  except: ChangeBeingEdited = {},
): Promise<boolean> {
  const notThe = (column: typeof suspensions.id | typeof addressChanges.id, id?: string | null) =>
    id ? ne(column, id) : undefined;
  const changeConditions: (SQL | undefined)[] = [
    eq(addressChanges.subscriptionId, subscriptionId),
    eq(addressChanges.changeType, 'TEMPORARY_ADDRESS_CHANGE'),
    isNull(addressChanges.cancelledAt),
    overlapsDates(addressChanges, range),
    notThe(addressChanges.id, except.addressChangeId),
  ];
  const [change, suspension] = await readTogether(db, [
    () =>
      db
        .select({ id: addressChanges.id })
        .from(addressChanges)
        .where(and(...changeConditions))
        .limit(1),
    () =>
      db
        .select({ id: suspensions.id })
        .from(suspensions)
        .where(
          and(
            eq(suspensions.subscriptionId, subscriptionId),
            isNull(suspensions.cancelledAt),
            overlapsDates(suspensions, range),
            notThe(suspensions.id, except.suspensionId),
          ),
        )
        .limit(1),
  ]);
  return change.length > 0 || suspension.length > 0;
}
