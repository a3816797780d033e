import type { SuspensionInput } from '~/domain/suspensions/input';
import type { SuspensionView } from '~/domain/suspensions/views';
import type { AppDeps, AuthContext } from '../../app-context';
import { audit } from '../../audit';
import { suspensions } from '../../db/schema/changes';
import { queueEmail } from '../../email/outbox';
import { evaluateInput, subscriptionDayPrice } from './evaluate-input';
import { extendPeriod } from '../../db/extend-period';
import { lockSubscription } from '../../db/lock-subscription';
import { ownSuspendable } from './load-suspendable';
import { suspensionCreatedEmail } from './suspension-emails';
import { storedColumns, toQuote, toView } from './suspension-view';

/**
 * POST /subscriptions/{subscriptionNumber}/suspensions: the suspension, its audit row and the confirmation
 * e-mail in one transaction. The subscription's row is locked first, so a double click waits
 * for the first and then meets it as an overlap (409 date-overlap): one suspension, not two.
 */
export async function createSuspension(
  deps: AppDeps,
  auth: AuthContext,
  number: string,
  input: SuspensionInput,
): Promise<SuspensionView> {
  const now = deps.clock.now();
  const today = deps.clock.today();
  return deps.db.transaction(async (tx) => {
    const own = await ownSuspendable(tx, auth, number, today);
    await lockSubscription(tx, own.sub.id);
    const evaluated = await evaluateInput(tx, own, input, { today, env: deps.env });
    const [row] = await tx
      .insert(suspensions)
      .values({ subscriptionId: own.sub.id, ...storedColumns(evaluated), createdAt: now })
      .returning();
    if (!row) throw new Error('Inserting a suspension returned no row');
    await extendPeriod(tx, own.sub.id, row.extensionDays);
    await audit(tx, {
      accountId: auth.accountId,
      customerId: own.sub.customerId,
      action: 'SUSPENSION_CREATED',
      entity: 'suspension',
      entityId: row.id,
      details: { subscriptionNumber: own.sub.subscriptionNumber, ...storedColumns(evaluated) },
      at: now,
    });
    await queueEmail(
      tx,
      suspensionCreatedEmail({
        to: auth.username,
        productName: own.product.name,
        subscriptionNumber: own.sub.subscriptionNumber,
        suspension: toQuote(evaluated),
      }),
      now,
    );
    return toView(row, today, subscriptionDayPrice(own.sub));
  });
}
