import { addDays, diffInDays } from '../shared/dates';

// Facts about one subscription on one day, for the report decision.

export interface SubscriptionDates {
  status: string;
  startDate: string;
  endDate: string | null;
  periodStartDate: string;
  periodEndDate: string;
}

const NOT_RUNNING = new Set(['PENDING', 'UNKNOWN', 'WAITING_CONFIRMATION']);

/** The subscription was running on `date`: started, not ended, not waiting to start. */
export function validOn(sub: SubscriptionDates, date: string): boolean {
  if (NOT_RUNNING.has(sub.status)) return false;
  if (date < sub.startDate) return false;
  if (sub.endDate === null) return sub.status !== 'FINISHED';
  return date <= sub.endDate;
}

export interface DateRange {
  from: string;
  to: string;
}

/**
 * The subscription period an issue belongs to: the current one, or for an issue before it, the
 * previous period, taken to be as long as the current one (only the current period is stored).
 */
export function periodOf(sub: SubscriptionDates, date: string): DateRange {
  if (date >= sub.periodStartDate) return { from: sub.periodStartDate, to: sub.periodEndDate };
  const length = diffInDays(sub.periodEndDate, sub.periodStartDate) + 1;
  return { from: addDays(sub.periodStartDate, -length), to: addDays(sub.periodStartDate, -1) };
}

export const inRange = (date: string, r: DateRange): boolean => date >= r.from && date <= r.to;

/** A (temporary or permanent) address change that decides where the paper went on a day. */
export interface AddressOnDate {
  changeType: string;
  startDate: string;
  endDate: string | null;
  zipCode: string;
}

/**
 * The delivery zip code on `date`: the latest started address change covering the day (a
 * temporary one until its end date, a permanent one from its start on), else the home address.
 */
export function deliveryZipOn(
  homeZip: string,
  changes: readonly AddressOnDate[],
  date: string,
): string {
  const covering = changes
    .filter((c) => c.startDate <= date && (c.endDate === null || date <= c.endDate))
    .sort((a, b) => b.startDate.localeCompare(a.startDate))[0];
  return covering?.zipCode ?? homeZip;
}
