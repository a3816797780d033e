import { isSameAddress } from '~/domain/address-changes/address-fields';
import type { AddressChangeResult } from '~/domain/address-changes/address-change-view';
import type { PermanentChangeFields } from '~/domain/address-changes/change-input';
import { horizonProblem, newChangeDateProblem } from '~/domain/address-changes/date-rules';
import { PERMANENT_RESULT_TEXT } from '~/domain/address-changes/labels';
import type { AppDeps, AuthContext } from '../../app-context';
import { addressChanges } from '../../db/schema/changes';
import { otherCustomer, sameAsCurrent } from './address-change-errors';
import { assertAllowed, loadChangeContext, postalAddressOf } from './change-context';
import { toAddressChange } from './change-view';
import { calendarFor, throwDateProblem } from './check-dates';
import { checkAddress } from './check-address';
import { assertNoConflictingPermanent, syncUpcomingTag } from './permanent-rules';
import { recordChange } from './record-change';
import { lockSubscription } from '../../db/lock-subscription';
import { dateHorizons } from '../../date-horizons';

/**
 * POST /subscriptions/{n}/address-changes/permanent (spec §3, §5): the payer's or the subscriber's address
 * changes from the start date on. Only an address of a customer this session acts for may be
 * changed (target_customer_not_allowed), it must differ from that customer's current address,
 * and not duplicate a change already made. The subscription gets its UPCOMING_ADDRESS_CHANGE tag
 * in the same transaction.
 */
export async function createPermanentChange(
  { db, clock, env }: AppDeps,
  auth: AuthContext,
  subscriptionNumber: string,
  input: PermanentChangeFields,
): Promise<AddressChangeResult> {
  const today = clock.today();
  const now = clock.now();
  return db.transaction(async (tx) => {
    const ctx = await loadChangeContext(tx, auth, subscriptionNumber, today);
    assertAllowed(ctx);
    const { sub } = ctx.own;
    const target = input.role === 'PAYER' ? ctx.facts.payer : ctx.facts.subscriber;
    if (!auth.customerIds.includes(target.customer.id)) throw otherCustomer();
    await lockSubscription(tx, sub.id);
    throwDateProblem(horizonProblem({ ...input, endDate: null }, today, dateHorizons(env)));
    const calendar = await calendarFor(tx, sub.productId, input.startDate, input.startDate);
    throwDateProblem(newChangeDateProblem({ ...input, endDate: null }, today, calendar));
    const current = postalAddressOf(target);
    if (current && isSameAddress(input, current)) throw sameAsCurrent();
    await assertNoConflictingPermanent(tx, sub.id, input.role, input, today);
    const checked = await checkAddress(tx, input, today);

    const [row] = await tx
      .insert(addressChanges)
      .values({
        subscriptionId: sub.id,
        changeType: 'PERMANENT_ADDRESS_CHANGE',
        role: input.role,
        startDate: input.startDate,
        endDate: null,
        ...checked.address,
        processing: checked.processing,
        createdAt: now,
      })
      .returning();
    if (!row) throw new Error('The address change was not stored');
    await syncUpcomingTag(tx, sub.id, sub.tags, today);
    const change = toAddressChange(row, today);
    await recordChange(
      tx,
      now,
      auth,
      ctx,
      'ADDRESS_CHANGE_CREATED',
      change,
      checked.customerService?.notice ?? null,
    );
    return { change, message: PERMANENT_RESULT_TEXT, customerService: checked.customerService };
  });
}
