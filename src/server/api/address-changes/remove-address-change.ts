import { eq } from 'drizzle-orm';
import { changeEditability } from '~/domain/address-changes/date-rules';
import type { AppDeps, AuthContext } from '../../app-context';
import { addressChanges } from '../../db/schema/changes';
import { alreadyStarted } from './address-change-errors';
import { lockSubscription } from '../../db/lock-subscription';
import { assertAllowed, loadChangeContext } from './change-context';
import { toAddressChange } from './change-view';
import { findOwnChange } from './find-own-change';
import { syncUpcomingTag } from './permanent-rules';
import { recordChange } from './record-change';

/**
 * DELETE /subscriptions/{n}/address-changes/{id}: a change that has not started is removed (kept as a row with
 * cancelled_at, like suspensions); a started one cannot be (spec §4). Removing the last waiting
 * permanent change clears the subscription's UPCOMING_ADDRESS_CHANGE tag.
 */
export async function removeAddressChange(
  { db, clock }: AppDeps,
  auth: AuthContext,
  params: { subscriptionNumber: string; id: string },
): Promise<void> {
  const today = clock.today();
  const now = clock.now();
  await db.transaction(async (tx) => {
    const found = await findOwnChange(tx, auth, params);
    const ctx = await loadChangeContext(tx, auth, found.subscriptionNumber, today);
    assertAllowed(ctx);
    await lockSubscription(tx, ctx.own.sub.id);
    const row = found.change;
    const temporary = row.changeType === 'TEMPORARY_ADDRESS_CHANGE';
    if (changeEditability({ ...row, temporary }, today) !== 'ALL') throw alreadyStarted();
    await tx.update(addressChanges).set({ cancelledAt: now }).where(eq(addressChanges.id, row.id));
    if (!temporary) await syncUpcomingTag(tx, ctx.own.sub.id, ctx.own.sub.tags, today);
    await recordChange(tx, now, auth, ctx, 'ADDRESS_CHANGE_REMOVED', toAddressChange(row, today));
  });
}
