import { addDays, diffInDays } from '../shared/dates';

export interface CurrentPeriod {
  periodStartDate: string;
  periodEndDate: string;
  /** What the current period was invoiced at (VAT included), in cents. */
  priceCents: number;
}

export interface PeriodCredit {
  /** Days from the change day to the period's last day, both included (0 when it has ended). */
  daysLeft: number;
  /** Days of the whole period, first and last included. */
  daysInPeriod: number;
  /** priceCents x daysLeft / daysInPeriod, rounded down to whole cents (never over-credited). */
  creditCents: number;
}

/**
 * Spec §4: a reader-count change starts a new billing period on `changeDay`; the unused part of
 * the current one, `changeDay` to its end, is credited in proportion to its days.
 */
export function unusedPeriodCredit(period: CurrentPeriod, changeDay: string): PeriodCredit {
  const daysInPeriod = diffInDays(addDays(period.periodEndDate, 1), period.periodStartDate);
  const from = changeDay < period.periodStartDate ? period.periodStartDate : changeDay;
  const daysLeft = Math.max(0, diffInDays(addDays(period.periodEndDate, 1), from));
  const creditCents =
    daysInPeriod > 0 ? Math.floor((period.priceCents * daysLeft) / daysInPeriod) : 0;
  return { daysLeft, daysInPeriod, creditCents };
}
