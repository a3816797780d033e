import { addDays, formatDate } from '../shared/dates';
import { isoWeekday } from '../shared/weekdays';
import type { ChangeDirection } from './change-targets';
import { PROCESSING_TEXT } from './change-texts';
import type { ProductChangeStart } from './product-change-input';

export interface StartOption {
  start: ProductChangeStart;
  /** The first day of the new product; null when customer service sets it (upgrades). */
  effectiveDate: string | null;
  label: string;
}

/** The day after tomorrow, or the first publication day of the new product after it. */
export function earliestStart(today: string, publicationDays: readonly number[]): string {
  const first = addDays(today, 2);
  if (publicationDays.length === 0) return first;
  for (let i = 0; i < 7; i += 1) {
    const candidate = addDays(first, i);
    if (publicationDays.includes(isoWeekday(candidate))) return candidate;
  }
  return first;
}

/**
 * Spec §4 start choices. An upgrade has no choice: customer service processes it in 1–3 working
 * days. A downgrade starts 'now' (the earliest start above) or when the current period ends (the
 * new product from the day after the period end, which is shown). 'Now' is left out when it would
 * not come before the period end anyway: then only the end of the period is offered, with its date.
 */
export function startOptions(
  direction: ChangeDirection,
  today: string,
  periodEndDate: string,
  publicationDays: readonly number[],
): StartOption[] {
  if (direction === 'UPGRADE')
    return [{ start: 'NOW', effectiveDate: null, label: PROCESSING_TEXT }];
  const afterPeriod = addDays(periodEndDate, 1);
  const periodEnd: StartOption = {
    start: 'PERIOD_END',
    effectiveDate: afterPeriod,
    label: `Nykyisen tilausjakson päätyttyä (jakso päättyy ${formatDate(periodEndDate)})`,
  };
  const now = earliestStart(today, publicationDays);
  if (now >= afterPeriod) return [periodEnd];
  return [
    { start: 'NOW', effectiveDate: now, label: `Heti, ${formatDate(now)} alkaen` },
    periodEnd,
  ];
}
