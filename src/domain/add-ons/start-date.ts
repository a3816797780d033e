import type { PeriodUnit } from '../subscriptions/enums';
import { addDays, diffInDays } from '../shared/dates';
import { addPeriods } from '../shared/period-units';
import { isoWeekday } from '../shared/weekdays';

/** Spec §9: an add-on needs this many days' notice before the issue it starts from. */
const ADD_ON_NOTICE_DAYS = 7;

/**
 * Spec §9: "A new add-on starts from the next issue if ordered at least 7 days before it."
 * Read as: the first publication day whose date is at least 7 calendar days after the order day
 * (an issue exactly 7 days ahead qualifies; one 6 days ahead is too close, so the add-on starts
 * from the issue after it). The order day itself never counts as notice.
 */
export function addOnStartDate(today: string, publicationDays: readonly number[]): string {
  const days = new Set(publicationDays.filter((d) => Number.isInteger(d) && d >= 1 && d <= 7));
  if (days.size === 0) throw new RangeError('A product without publication days has no issues');
  return addOnStartOn(today, (date) => days.has(isoWeekday(date)));
}

/**
 * The earliest day any add-on ordered today could start: where the real calendar is not at hand
 * (the subscription list, the details page's action), a module held on this day is not offered.
 */
export const earliestAddOnStart = (today: string): string => addDays(today, ADD_ON_NOTICE_DAYS);

/** How far ahead an issue is looked for: holidays never silence a paper for this long. */
const ISSUE_SEARCH_DAYS = 60;

/**
 * The same rule over a real publication calendar (weekly schedule, holidays without a paper,
 * the product's own exceptions): the first issue of the main subscription at least 7 days ahead.
 * An add-on starts with its main subscription's issue, never on a day the paper does not come.
 */
export function addOnStartOn(today: string, isIssueDay: (date: string) => boolean): string {
  const earliest = earliestAddOnStart(today);
  for (let offset = 0; offset < ISSUE_SEARCH_DAYS; offset += 1) {
    const candidate = addDays(earliest, offset);
    if (isIssueDay(candidate)) return candidate;
  }
  throw new RangeError(`No issue within ${ISSUE_SEARCH_DAYS} days of ${earliest}`);
}

/**
 * The last day of the main subscription's billing period that contains `date`. An add-on's first
 * period ends there, so from then on it is billed together with its main subscription (spec §4:
 * it also ends with the main subscription's period). Periods are counted from the main
 * subscription's current period start, so month-end clamping never drifts.
 */
export function periodEndContaining(
  date: string,
  main: { periodStartDate: string; periodLength: number; periodUnit: PeriodUnit },
): string {
  if (diffInDays(date, main.periodStartDate) < 0) {
    throw new RangeError(`${date} is before the current period ${main.periodStartDate}`);
  }
  for (let k = 1; k < 10_000; k += 1) {
    const nextStart = addPeriods(main.periodStartDate, k, main.periodLength, main.periodUnit);
    if (diffInDays(nextStart, date) > 0) return addDays(nextStart, -1);
  }
  throw new RangeError('The period never reaches the date');
}
