import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { suspensions } from '../../db/schema/changes';
import { suspensionNotFound } from './suspension-errors';

/**
 * One suspension of the given (already owned) subscription, not removed, locked for the
 * transaction. Another subscription's id answers 404 like an unknown one.
 */
export async function findSuspensionForUpdate(tx: Db, subscriptionId: string, id: string) {
  const [row] = await tx
    .select()
    .from(suspensions)
    .where(
      and(
        eq(suspensions.id, id),
        eq(suspensions.subscriptionId, subscriptionId),
        isNull(suspensions.cancelledAt),
      ),
    )
    .for('update');
  if (!row) throw suspensionNotFound();
  return row;
}
