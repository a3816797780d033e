import { eq } from 'drizzle-orm';
import { suspensionPeriodLabel } from '~/domain/suspensions/labels';
import { removeProblem } from '~/domain/suspensions/rules';
import type { AppDeps, AuthContext } from '../../app-context';
import { audit } from '../../audit';
import { suspensions } from '../../db/schema/changes';
import { queueEmail } from '../../email/outbox';
import { extendPeriod } from '../../db/extend-period';
import { findSuspensionForUpdate } from './find-suspension';
import { lockSubscription } from '../../db/lock-subscription';
import { ownSuspendable } from './load-suspendable';
import { fromProblem } from './suspension-errors';
import { suspensionRemovedEmail } from './suspension-emails';

/**
 * DELETE /subscriptions/{subscriptionNumber}/suspensions/{id}: removes a future suspension and the period
 * extension it gave. The row stays with cancelled_at set, so the audit trail and customer service
 * still see what was planned.
 */
export async function removeSuspension(
  deps: AppDeps,
  auth: AuthContext,
  params: { subscriptionNumber: string; id: string },
): Promise<void> {
  const now = deps.clock.now();
  const today = deps.clock.today();
  await deps.db.transaction(async (tx) => {
    const own = await ownSuspendable(tx, auth, params.subscriptionNumber, today);
    await lockSubscription(tx, own.sub.id);
    const saved = await findSuspensionForUpdate(tx, own.sub.id, params.id);
    const refused = removeProblem(saved, today);
    if (refused) throw fromProblem(refused);
    await tx.update(suspensions).set({ cancelledAt: now }).where(eq(suspensions.id, saved.id));
    await extendPeriod(tx, own.sub.id, -saved.extensionDays);
    await audit(tx, {
      accountId: auth.accountId,
      customerId: own.sub.customerId,
      action: 'SUSPENSION_REMOVED',
      entity: 'suspension',
      entityId: saved.id,
      details: {
        subscriptionNumber: own.sub.subscriptionNumber,
        startDate: saved.startDate,
        endDate: saved.endDate,
      },
      at: now,
    });
    await queueEmail(
      tx,
      suspensionRemovedEmail({
        to: auth.username,
        productName: own.product.name,
        subscriptionNumber: own.sub.subscriptionNumber,
        periodLabel: suspensionPeriodLabel(saved.startDate, saved.endDate),
      }),
      now,
    );
  });
}
