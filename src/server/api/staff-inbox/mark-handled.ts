import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-context';
import { audit } from '../../audit';
import { feedbackMessages } from '../../db/schema/feedback';
import { HttpError } from '../../http/http-error';

/**
 * POST /staff/feedback/{id}/handled: a feedback or contact message is HANDLED, with an audit row
 * naming who handled it. Only a RECEIVED message changes, so of two clicks one wins and the
 * other answers 409.
 */
export async function markFeedbackHandled(
  { db, clock }: Pick<AppDeps, 'db' | 'clock'>,
  id: string,
  handledBy: string,
): Promise<{ id: string; state: 'HANDLED' }> {
  const now = clock.now();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(feedbackMessages)
      .set({ state: 'HANDLED' })
      .where(and(eq(feedbackMessages.id, id), eq(feedbackMessages.state, 'RECEIVED')))
      .returning({
        id: feedbackMessages.id,
        kind: feedbackMessages.kind,
        accountId: feedbackMessages.accountId,
        customerId: feedbackMessages.customerId,
      });
    if (!row) {
      const [exists] = await tx
        .select({ id: feedbackMessages.id })
        .from(feedbackMessages)
        .where(eq(feedbackMessages.id, id));
      throw exists
        ? new HttpError(409, 'feedback-already-handled')
        : new HttpError(404, 'feedback-not-found');
    }
    await audit(tx, {
      accountId: row.accountId,
      customerId: row.customerId,
      action: 'FEEDBACK_HANDLED',
      entity: 'feedback_message',
      entityId: row.id,
      details: { kind: row.kind, handledBy },
      at: now,
      channel: 'SYSTEM',
    });
    return { id: row.id, state: 'HANDLED' as const };
  });
}
