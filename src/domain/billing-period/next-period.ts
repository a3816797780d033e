import { addDays, diffInDays } from '../shared/dates';
import { addPeriods } from '../shared/period-units';
import type { PeriodUnit, SubscriptionStatus, SubscriptionType } from '../subscriptions/enums';
import { hasNextPeriod } from '../payment-methods/billing-change-rules';

// Spec §4: payment method and billing period changes "take effect when the billing period
// changes". These rules say when a subscription's next period starts and what it spans; the job
// in src/server/billing applies them.

/** Statuses whose recurring order goes on into a next period (a cancelled one ends with this one). */
export const CONTINUING_STATUSES = [
  'ACTIVE',
  'SUSPENDED',
  'ACTIVE_ORDER_BEING_RENEWED',
] as const satisfies readonly SubscriptionStatus[];
const CONTINUING: ReadonlySet<string> = new Set<string>(CONTINUING_STATUSES);

export interface PeriodFacts {
  status: string;
  subscriptionType: string;
  endDate: string | null;
  periodEndDate: string;
}

/** Has the current period ended (before `today`) of a recurring order that goes on? */
export function isNextPeriodDue(sub: PeriodFacts, today: string): boolean {
  return (
    sub.subscriptionType === ('RECURRING' satisfies SubscriptionType) &&
    CONTINUING.has(sub.status) &&
    diffInDays(today, sub.periodEndDate) > 0 &&
    hasNextPeriod(sub)
  );
}

/**
 * The period after the current one: from the day after it ends, one period of `length` `unit`
 * long, but no further than the subscription's last day.
 */
export function nextPeriodOf(sub: {
  periodEndDate: string;
  periodLength: number;
  periodUnit: PeriodUnit;
  endDate: string | null;
}): { start: string; end: string } {
  const start = addDays(sub.periodEndDate, 1);
  const end = addDays(addPeriods(start, 1, sub.periodLength, sub.periodUnit), -1);
  return { start, end: sub.endDate !== null && sub.endDate < end ? sub.endDate : end };
}
