import { eq } from 'drizzle-orm';
import type { DigitalPart, SuspensionInput } from '~/domain/suspensions/input';
import { suspensionPeriodLabel } from '~/domain/suspensions/labels';
import { changeProblem, suspensionPhase } from '~/domain/suspensions/rules';
import type { SuspensionQuote, SuspensionView } from '~/domain/suspensions/views';
import type { AppDeps, AuthContext } from '../../app-context';
import { audit } from '../../audit';
import type { Db } from '../../db/client';
import { suspensions } from '../../db/schema/changes';
import { queueEmail } from '../../email/outbox';
import { evaluateInput, subscriptionDayPrice } from './evaluate-input';
import { extendPeriod } from '../../db/extend-period';
import { findSuspensionForUpdate } from './find-suspension';
import { lockSubscription } from '../../db/lock-subscription';
import { ownSuspendable } from './load-suspendable';
import { fromProblem } from './suspension-errors';
import { suspensionChangedEmail } from './suspension-emails';
import { storedColumns, toQuote, toView } from './suspension-view';

/**
 * A change checked by every rule, computed but not saved: the saved suspension (locked when
 * inside a transaction) and the evaluated new one. The change's quote and the change share it.
 */
async function prepareChange(
  db: Db,
  deps: AppDeps,
  auth: AuthContext,
  params: { subscriptionNumber: string; id: string },
  input: SuspensionInput,
) {
  const today = deps.clock.today();
  const own = await ownSuspendable(db, auth, params.subscriptionNumber, today);
  await lockSubscription(db, own.sub.id);
  const saved = await findSuspensionForUpdate(db, own.sub.id, params.id);
  const savedPart = saved.digitalPart === 'NONE' ? null : (saved.digitalPart as DigitalPart);
  const refused = changeProblem({ ...saved, digitalPart: savedPart }, input, today);
  if (refused) throw fromProblem(refused);
  const evaluated = await evaluateInput(db, own, input, {
    today,
    env: deps.env,
    exceptSuspensionId: saved.id,
    endDateOnly: suspensionPhase(saved, today) === 'RUNNING',
  });
  const unchanged =
    saved.startDate === evaluated.startDate &&
    saved.endDate === evaluated.endDate &&
    savedPart === evaluated.digitalPart;
  return { own, saved, evaluated, unchanged };
}

/** POST .../suspensions/{id}/quote: the breakdown a change would have; saves nothing. */
export async function quoteChange(
  deps: AppDeps,
  auth: AuthContext,
  params: { subscriptionNumber: string; id: string },
  input: SuspensionInput,
): Promise<SuspensionQuote> {
  const { evaluated } = await prepareChange(deps.db, deps, auth, params, input);
  return toQuote(evaluated);
}

/**
 * PATCH /subscriptions/{subscriptionNumber}/suspensions/{id}: new dates (and choice) for a future
 * suspension, or a new end date for a running one (spec §4). The breakdown is computed again.
 * An answer that changes nothing saves nothing and sends no e-mail.
 */
export async function changeSuspension(
  deps: AppDeps,
  auth: AuthContext,
  params: { subscriptionNumber: string; id: string },
  input: SuspensionInput,
): Promise<SuspensionView> {
  const now = deps.clock.now();
  const today = deps.clock.today();
  return deps.db.transaction(async (tx) => {
    const { own, saved, evaluated, unchanged } = await prepareChange(tx, deps, auth, params, input);
    const dayPrice = subscriptionDayPrice(own.sub);
    if (unchanged) return toView(saved, today, dayPrice);

    const [row] = await tx
      .update(suspensions)
      .set(storedColumns(evaluated))
      .where(eq(suspensions.id, saved.id))
      .returning();
    if (!row) throw new Error('Updating a suspension returned no row');
    await extendPeriod(tx, own.sub.id, row.extensionDays - saved.extensionDays);
    await audit(tx, {
      accountId: auth.accountId,
      customerId: own.sub.customerId,
      action: 'SUSPENSION_CHANGED',
      entity: 'suspension',
      entityId: saved.id,
      details: {
        subscriptionNumber: own.sub.subscriptionNumber,
        before: {
          startDate: saved.startDate,
          endDate: saved.endDate,
          digitalPart: saved.digitalPart,
        },
        after: storedColumns(evaluated),
      },
      at: now,
    });
    await queueEmail(
      tx,
      suspensionChangedEmail({
        to: auth.username,
        productName: own.product.name,
        subscriptionNumber: own.sub.subscriptionNumber,
        before: suspensionPeriodLabel(saved.startDate, saved.endDate),
        suspension: toQuote(evaluated),
      }),
      now,
    );
    return toView(row, today, dayPrice);
  });
}
