import { isSameAddress } from '~/domain/address-changes/address-fields';
import type { AddressChangeResult } from '~/domain/address-changes/address-change-view';
import type { TemporaryChangeFields } from '~/domain/address-changes/change-input';
import { horizonProblem, newChangeDateProblem } from '~/domain/address-changes/date-rules';
import {
  TEMPORARY_PAPER_ONLY_REASON,
  TEMPORARY_RESULT_TEXT,
} from '~/domain/address-changes/labels';
import type { AppDeps, AuthContext } from '../../app-context';
import { addressChanges } from '../../db/schema/changes';
import { dateOverlap, notAllowed, sameAsCurrent } from './address-change-errors';
import { assertAllowed, loadChangeContext, postalAddressOf } from './change-context';
import { toAddressChange } from './change-view';
import { calendarFor, throwDateProblem } from './check-dates';
import { overlapsChangeInForce } from '../../subscriptions/changes-in-force';
import { checkAddress } from './check-address';
import { recordChange } from './record-change';
import { lockSubscription } from '../../db/lock-subscription';
import { dateHorizons } from '../../date-horizons';

/**
 * POST /subscriptions/{n}/address-changes/temporary (spec §3, §5): the paper to another address from start to
 * end. Checked in this order: may this session change the address, the dates, not the current
 * address, no overlap, and last the address database (so that continuing by hand only ever
 * concerns the address). One transaction with its audit row and confirmation e-mail.
 */
export async function createTemporaryChange(
  { db, clock, env }: AppDeps,
  auth: AuthContext,
  subscriptionNumber: string,
  input: TemporaryChangeFields,
): Promise<AddressChangeResult> {
  const today = clock.today();
  const now = clock.now();
  return db.transaction(async (tx) => {
    const ctx = await loadChangeContext(tx, auth, subscriptionNumber, today);
    assertAllowed(ctx);
    if (!ctx.hasPaper) throw notAllowed(TEMPORARY_PAPER_ONLY_REASON);
    const { sub } = ctx.own;
    await lockSubscription(tx, sub.id);
    throwDateProblem(horizonProblem(input, today, dateHorizons(env)));
    const calendar = await calendarFor(tx, sub.productId, input.startDate, input.endDate);
    throwDateProblem(newChangeDateProblem(input, today, calendar));
    const current = postalAddressOf(ctx.facts.subscriber);
    if (current && isSameAddress(input, current)) throw sameAsCurrent();
    if (await overlapsChangeInForce(tx, sub.id, input)) throw dateOverlap();
    const checked = await checkAddress(tx, input, today);

    const [row] = await tx
      .insert(addressChanges)
      .values({
        subscriptionId: sub.id,
        changeType: 'TEMPORARY_ADDRESS_CHANGE',
        role: 'SUBSCRIBER',
        startDate: input.startDate,
        endDate: input.endDate,
        nameForAddress: input.nameForAddress === '' ? null : input.nameForAddress,
        ...checked.address,
        processing: checked.processing,
        createdAt: now,
      })
      .returning();
    if (!row) throw new Error('The address change was not stored');
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
    return { change, message: TEMPORARY_RESULT_TEXT, customerService: checked.customerService };
  });
}
