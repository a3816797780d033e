import type { BillingPeriodChangeInput } from '~/domain/billing-period/period-input';
import { periodPricesOf, samePeriod } from '~/domain/billing-period/period-prices';
import type { PeriodChangeResult } from '~/domain/billing-period/period-views';
import { nextPeriodStart } from '~/domain/payment-methods/billing-change-rules';
import { effectiveText } from '~/domain/payment-methods/views';
import { formatDate } from '~/domain/shared/dates';
import type { PeriodUnit } from '~/domain/subscriptions/enums';
import type { AppDeps, AuthContext } from '../../app-context';
import { audit } from '../../audit';
import { cancelPending } from '../../billing/pending-changes';
import { billingPeriodChanges } from '../../db/schema/billing-changes';
import { queueEmail } from '../../email/outbox';
import { lockSubscription } from '../../db/lock-subscription';
import { pendingPeriodChange } from '../../billing/billing-context';
import { billingChangeEmail } from '../../billing/billing-change-email';
import {
  periodAlreadyInUse,
  periodChangeAlreadyPending,
  periodNotAvailable,
} from './period-errors';
import { periodChangeLabel } from '../../billing/period-labels';
import { periodContext } from './period-choice';

/**
 * POST /subscriptions/{n}/billing-period/changes: the new billing period from the next period (spec §4), at the
 * price offered, with its audit row and confirmation e-mail in one transaction. A newer change
 * replaces a pending one; the current period again only undoes a pending change.
 */
export async function changePeriod(
  deps: AppDeps,
  auth: AuthContext,
  subscriptionNumber: string,
  input: BillingPeriodChangeInput,
): Promise<PeriodChangeResult> {
  const now = deps.clock.now();
  const today = deps.clock.today();
  const { periodUnit, periodLength } = input;
  if (periodUnit === undefined || periodLength === undefined) {
    throw new Error('The schema requires a period');
  }
  return deps.db.transaction(async (tx) => {
    const ctx = await periodContext(tx, auth, subscriptionNumber, today);
    const { sub, product } = ctx.own;
    await lockSubscription(tx, sub.id);
    const chosen = periodPricesOf(product.code).find((p) =>
      samePeriod(p, { periodUnit, periodLength }),
    );
    if (!chosen) throw periodNotAvailable();
    const current = { periodUnit: sub.periodUnit as PeriodUnit, periodLength: sub.periodLength };
    const pending = await pendingPeriodChange(tx, sub.id);
    if (samePeriod(chosen, current) && pending === null) throw periodAlreadyInUse();

    const effectiveDate = nextPeriodStart(sub.periodEndDate);
    // Read under the row lock: of parallel identical requests only the first changes anything.
    if (
      pending !== null &&
      samePeriod(chosen, {
        periodUnit: pending.toPeriodUnit as PeriodUnit,
        periodLength: pending.toPeriodLength,
      }) &&
      pending.toPriceCents === chosen.priceCents &&
      pending.effectiveDate === effectiveDate
    ) {
      throw periodChangeAlreadyPending(formatDate(effectiveDate));
    }
    await cancelPending(tx, billingPeriodChanges, sub.id, now);
    const [row] = await tx
      .insert(billingPeriodChanges)
      .values({
        subscriptionId: sub.id,
        accountId: auth.accountId,
        fromPeriodUnit: sub.periodUnit,
        fromPeriodLength: sub.periodLength,
        toPeriodUnit: chosen.periodUnit,
        toPeriodLength: chosen.periodLength,
        toPriceCents: chosen.priceCents,
        effectiveDate,
        createdAt: now,
      })
      .returning({ id: billingPeriodChanges.id });
    const label = periodChangeLabel(chosen.periodUnit, chosen.periodLength, chosen.priceCents);
    const dateLabel = formatDate(effectiveDate);
    const notice = effectiveText(
      `Uusi ${label.charAt(0).toLowerCase()}${label.slice(1)}`,
      dateLabel,
    );
    await audit(tx, {
      accountId: auth.accountId,
      customerId: ctx.payerId,
      action: 'BILLING_PERIOD_CHANGED',
      entity: 'billing_period_change',
      entityId: row?.id ?? null,
      details: {
        subscriptionNumber: sub.subscriptionNumber,
        from: current,
        to: { periodUnit: chosen.periodUnit, periodLength: chosen.periodLength },
        priceCents: chosen.priceCents,
        effectiveDate,
      },
      at: now,
    });
    await queueEmail(
      tx,
      billingChangeEmail({
        to: auth.username,
        kind: 'billing-period-changed',
        subject: 'Laskutusvälisi muuttuu',
        productName: product.name,
        subscriptionNumber: sub.subscriptionNumber,
        notice,
      }),
      now,
    );
    return {
      subscriptionNumber: sub.subscriptionNumber,
      pending: { label, effectiveDate, effectiveDateLabel: dateLabel },
      notice,
    };
  });
}
