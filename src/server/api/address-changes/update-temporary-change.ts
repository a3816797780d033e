import { eq } from 'drizzle-orm';
import { isSameAddress } from '~/domain/address-changes/address-fields';
import type { AddressChangeResult } from '~/domain/address-changes/address-change-view';
import type { TemporaryChangeFields } from '~/domain/address-changes/change-input';
import {
  changeEditability,
  horizonProblem,
  newChangeDateProblem,
  newEndDateProblem,
} from '~/domain/address-changes/date-rules';
import { UPDATED_RESULT_TEXT } from '~/domain/address-changes/labels';
import type { AppDeps, AuthContext } from '../../app-context';
import type { Db } from '../../db/client';
import { addressChanges } from '../../db/schema/changes';
import {
  alreadyStarted,
  changeNotFound,
  dateOverlap,
  sameAsCurrent,
} from './address-change-errors';
import {
  assertAllowed,
  type ChangeContext,
  loadChangeContext,
  postalAddressOf,
} from './change-context';
import { toAddressChange } from './change-view';
import { calendarFor, throwDateProblem } from './check-dates';
import { type CheckedAddress, checkAddress } from './check-address';
import { findOwnChange } from './find-own-change';
import { overlapsChangeInForce } from '../../subscriptions/changes-in-force';
import { recordChange } from './record-change';
import { lockSubscription } from '../../db/lock-subscription';
import { dateHorizons } from '../../date-horizons';
import type { DateHorizons } from '~/domain/shared/date-horizons';

type Row = typeof addressChanges.$inferSelect;

const nameOf = (input: TemporaryChangeFields) =>
  input.nameForAddress === '' ? null : input.nameForAddress;

/** Once started, everything but the end date must stay as it is (spec §4). */
function onlyEndDateDiffers(row: Row, input: TemporaryChangeFields): boolean {
  return (
    row.startDate === input.startDate &&
    (row.nameForAddress ?? null) === nameOf(input) &&
    isSameAddress(row, input) &&
    row.postOffice.toLocaleUpperCase('fi-FI') === input.postOffice.toLocaleUpperCase('fi-FI')
  );
}

/** Before the start every field may change, checked as a new change would be. */
async function checkWholeChange(
  tx: Db,
  ctx: ChangeContext,
  row: Row,
  input: TemporaryChangeFields,
  today: string,
  horizons: DateHorizons,
): Promise<CheckedAddress> {
  const { sub } = ctx.own;
  throwDateProblem(horizonProblem(input, today, horizons));
  const calendar = await calendarFor(tx, sub.productId, input.startDate, input.endDate);
  throwDateProblem(newChangeDateProblem(input, today, calendar));
  const current = postalAddressOf(ctx.facts.subscriber);
  if (current && isSameAddress(input, current)) throw sameAsCurrent();
  if (await overlapsChangeInForce(tx, sub.id, input, { addressChangeId: row.id }))
    throw dateOverlap();
  // The same address as stored keeps its check (a hand-entered one stays with customer service).
  if (isSameAddress(row, input) && row.postOffice === input.postOffice.toLocaleUpperCase('fi-FI')) {
    return {
      address: row,
      processing: row.processing as CheckedAddress['processing'],
      customerService: null,
    };
  }
  return checkAddress(tx, input, today);
}

/**
 * PUT /subscriptions/{n}/address-changes/{id}: a temporary change edited. Before its start anything may change
 * (with every rule of a new change); once started only the end date, which must not be in the
 * past and must be a publication day; a finished one not at all.
 */
export async function updateTemporaryChange(
  { db, clock, env }: AppDeps,
  auth: AuthContext,
  params: { subscriptionNumber: string; id: string },
  input: TemporaryChangeFields,
): Promise<AddressChangeResult> {
  const today = clock.today();
  const now = clock.now();
  return db.transaction(async (tx) => {
    const found = await findOwnChange(tx, auth, params);
    if (found.change.changeType !== 'TEMPORARY_ADDRESS_CHANGE') throw changeNotFound();
    const ctx = await loadChangeContext(tx, auth, found.subscriptionNumber, today);
    assertAllowed(ctx);
    await lockSubscription(tx, ctx.own.sub.id);
    const row = found.change;
    const editable = changeEditability({ ...row, temporary: true }, today);
    let checked: CheckedAddress;
    if (editable === 'ALL') {
      checked = await checkWholeChange(tx, ctx, row, input, today, dateHorizons(env));
    } else if (editable === 'END_DATE' && onlyEndDateDiffers(row, input)) {
      const horizon = { startDate: row.startDate, endDate: input.endDate };
      throwDateProblem(horizonProblem(horizon, today, dateHorizons(env), { startFixed: true }));
      const calendar = await calendarFor(tx, ctx.own.sub.productId, input.endDate, input.endDate);
      throwDateProblem(newEndDateProblem(input.endDate, today, calendar));
      if (await overlapsChangeInForce(tx, ctx.own.sub.id, input, { addressChangeId: row.id }))
        throw dateOverlap();
      checked = {
        address: row,
        processing: row.processing as CheckedAddress['processing'],
        customerService: null,
      };
    } else {
      throw alreadyStarted();
    }

    const [updated] = await tx
      .update(addressChanges)
      .set({
        startDate: input.startDate,
        endDate: input.endDate,
        nameForAddress: nameOf(input),
        streetAddress: checked.address.streetAddress,
        zipCode: checked.address.zipCode,
        postOffice: checked.address.postOffice,
        countryCode: checked.address.countryCode,
        processing: checked.processing,
      })
      .where(eq(addressChanges.id, row.id))
      .returning();
    if (!updated) throw changeNotFound();
    const change = toAddressChange(updated, today);
    await recordChange(
      tx,
      now,
      auth,
      ctx,
      'ADDRESS_CHANGE_UPDATED',
      change,
      checked.customerService?.notice ?? null,
    );
    return { change, message: UPDATED_RESULT_TEXT, customerService: checked.customerService };
  });
}
