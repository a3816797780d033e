import { and, eq } from 'drizzle-orm';
import { audit } from '../../audit';
import type { Db } from '../../db/client';
import { readingRights } from '../../db/schema/subscriptions';

/**
 * Ends, at the deletion, every reading right the deleted login holds (issue 30 item 7): the
 * sharer's slot is free again at once and the sharer no longer sees the person's name, although
 * the purge removes the rows only after the grace period. Answers how many ended.
 */
export async function endHeldRights(tx: Db, accountId: string, now: Date): Promise<number> {
  const ended = await tx
    .update(readingRights)
    .set({ status: 'REMOVED', subscriberName: null })
    .where(and(eq(readingRights.holderAccountId, accountId), eq(readingRights.status, 'ACTIVE')))
    .returning({ id: readingRights.id, subscriptionId: readingRights.subscriptionId });
  for (const right of ended) {
    await audit(tx, {
      accountId,
      action: 'READING_RIGHT_REMOVED',
      entity: 'reading_right',
      entityId: right.id,
      details: { reason: 'ACCOUNT_DELETED' },
      at: now,
    });
  }
  return ended.length;
}
