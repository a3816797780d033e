import { and, asc, eq, gt, inArray, isNull, lt, or } from 'drizzle-orm';
import {
  CONTINUING_STATUSES,
  isNextPeriodDue,
  nextPeriodOf,
} from '~/domain/billing-period/next-period';
import { priceFromDiscount } from '~/domain/cancellation/retention-discount';
import { isCardMethod } from '~/domain/cards/card-rules';
import type { PeriodUnit } from '~/domain/subscriptions/enums';
import type { AppDeps } from '../app-context';
import { audit } from '../audit';
import { openCardRequest } from '../cards/card-deadlines';
import type { Db } from '../db/client';
import { billingPeriodChanges, paymentMethodChanges } from '../db/schema/billing-changes';
import { forEachInBatches } from '../jobs/in-batches';
import { takeDue } from './pending-changes';
import { discountsOf } from './retention-discounts';
import { subscriptions } from '../db/schema/subscriptions';

// Spec §4: payment method and billing period changes "take effect when the billing period
// changes". This job starts the next period of every recurring subscription whose period has
// ended and applies the pending changes due by then (decision 0018). Invoicing the new period is
// the billing system's part, not the portal's.

export interface StartedPeriod {
  subscriptionNumber: string;
  periodStartDate: string;
  periodEndDate: string;
  /** What changed with the period: 'PAYMENT_METHOD', 'BILLING_PERIOD'. */
  applied: string[];
}

type Sub = typeof subscriptions.$inferSelect;

/**
 * Starts every due period (of `customerIds` only, when given), in batches of candidates
 * (in-batches.ts), each subscription in its own short transaction.
 */
export async function startNextPeriods(
  deps: AppDeps,
  customerIds?: string[],
): Promise<StartedPeriod[]> {
  const today = deps.clock.today();
  const started: StartedPeriod[] = [];
  await forEachInBatches(
    // isNextPeriodDue in SQL, so an ended order is not locked and re-read every day.
    (last, limit) =>
      deps.db
        .select({ id: subscriptions.id })
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.subscriptionType, 'RECURRING'),
            lt(subscriptions.periodEndDate, today),
            inArray(subscriptions.status, [...CONTINUING_STATUSES]),
            or(
              isNull(subscriptions.endDate),
              gt(subscriptions.endDate, subscriptions.periodEndDate),
            ),
            last ? gt(subscriptions.id, last) : undefined,
            customerIds
              ? or(
                  inArray(subscriptions.customerId, customerIds),
                  inArray(subscriptions.payerCustomerId, customerIds),
                )
              : undefined,
          ),
        )
        .orderBy(asc(subscriptions.id))
        .limit(limit),
    async ({ id }) => {
      const result = await deps.db.transaction((tx) => startPeriods(tx, deps, id));
      if (result) started.push(result);
    },
  );
  return started;
}

/**
 * Locks the subscription and re-reads it (two runs at once start a period once), then moves it
 * period by period up to today, applying each pending change when its period begins.
 */
async function startPeriods(tx: Db, deps: AppDeps, id: string): Promise<StartedPeriod | null> {
  const now = deps.clock.now();
  const today = deps.clock.today();
  const [sub] = await tx.select().from(subscriptions).where(eq(subscriptions.id, id)).for('update');
  if (!sub || !isNextPeriodDue(sub, today)) return null;

  let current: Sub = sub;
  const applied = new Set<string>();
  const discounts = await discountsOf(tx, sub.id);
  while (isNextPeriodDue(current, today)) {
    const start = nextPeriodOf({ ...current, periodUnit: current.periodUnit as PeriodUnit }).start;
    const period = await takeDue(tx, billingPeriodChanges, current.id, start, now);
    const method = await takeDue(tx, paymentMethodChanges, current.id, start, now);
    const next: Sub = {
      ...current,
      ...(period && {
        periodUnit: period.toPeriodUnit,
        periodLength: period.toPeriodLength,
        priceCents: period.toPriceCents,
      }),
      ...(method && {
        paymentMethod: method.toMethod,
        paymentCardId: cardAfter(method, current),
      }),
    };
    const shape = { periodLength: next.periodLength, periodUnit: next.periodUnit as PeriodUnit };
    const span = nextPeriodOf({ ...next, ...shape });
    // An accepted retention discount sets the price of its periods, and the normal one after.
    const discounted = discounts
      .map((d) => priceFromDiscount(span.start, d, shape))
      .find((price) => price !== null);
    current = {
      ...next,
      periodStartDate: span.start,
      periodEndDate: span.end,
      ...(discounted != null && { priceCents: discounted }),
    };
    if (discounted != null) applied.add('RETENTION_DISCOUNT');
    if (period) applied.add('BILLING_PERIOD');
    if (method) applied.add('PAYMENT_METHOD');
  }

  await tx
    .update(subscriptions)
    .set({
      periodStartDate: current.periodStartDate,
      periodEndDate: current.periodEndDate,
      periodUnit: current.periodUnit,
      periodLength: current.periodLength,
      priceCents: current.priceCents,
      paymentMethod: current.paymentMethod,
      paymentCardId: current.paymentCardId,
    })
    .where(eq(subscriptions.id, sub.id));
  if (current.paymentMethod !== sub.paymentMethod || current.paymentCardId !== sub.paymentCardId) {
    await moveAddOns(tx, sub, current);
    // A card method without a card waits for one, with the deadline of spec §4.
    if (isCardMethod(current.paymentMethod) && current.paymentCardId === null) {
      await openCardRequest(
        tx,
        { id: sub.id, customerId: sub.payerCustomerId ?? sub.customerId },
        today,
        now,
      );
    }
  }
  await audit(tx, {
    accountId: null,
    customerId: sub.payerCustomerId ?? sub.customerId,
    action: 'BILLING_PERIOD_STARTED',
    entity: 'subscription',
    entityId: sub.subscriptionNumber,
    details: {
      periodStartDate: current.periodStartDate,
      periodEndDate: current.periodEndDate,
      applied: [...applied],
      paymentMethod: { from: sub.paymentMethod, to: current.paymentMethod },
      period: {
        from: `${sub.periodLength} ${sub.periodUnit}`,
        to: `${current.periodLength} ${current.periodUnit}`,
      },
    },
    at: now,
    channel: 'SYSTEM',
  });
  return {
    subscriptionNumber: sub.subscriptionNumber,
    periodStartDate: current.periodStartDate,
    periodEndDate: current.periodEndDate,
    applied: [...applied],
  };
}

/**
 * The card a change to card payment charges: its own, else (a card still to be added, whose card
 * was meanwhile put on the card-billed subscription itself) the subscription's current card.
 */
function cardAfter(
  change: { toMethod: string; paymentCardId: string | null },
  sub: Sub,
): string | null {
  if (!isCardMethod(change.toMethod)) return null;
  return change.paymentCardId ?? (isCardMethod(sub.paymentMethod) ? sub.paymentCardId : null);
}

/** Add-ons billed the way their main subscription was move with it to the new method. */
async function moveAddOns(tx: Db, before: Sub, after: Sub): Promise<void> {
  await tx
    .update(subscriptions)
    .set({ paymentMethod: after.paymentMethod, paymentCardId: after.paymentCardId })
    .where(
      and(
        eq(subscriptions.parentSubscriptionId, before.id),
        eq(subscriptions.paymentMethod, before.paymentMethod),
      ),
    );
}
