import { addDays, diffInDays } from '../shared/dates';
import { isoWeekday } from '../shared/weekdays';

// The publication calendar (which days a product comes out) and Finnish working days, on
// 'yyyy-MM-dd' calendar dates. Pure: the holidays come in as data, from the server's holiday
// calendar (src/server/calendar, the date-holidays library) and the publication_exceptions table.

/** A set of 'yyyy-MM-dd' dates. */
export type DateSet = ReadonlySet<string>;

/** Monday to Friday, and not a public or bank holiday (nonWorkingDays). */
export function isWorkingDay(date: string, nonWorkingDays: DateSet): boolean {
  return isoWeekday(date) <= 5 && !nonWorkingDays.has(date);
}

/** The n:th working day after `date` (n >= 1): "within 1-3 working days" ends on n = 3. */
export function addWorkingDays(date: string, n: number, nonWorkingDays: DateSet): string {
  if (!Number.isInteger(n) || n < 1) throw new RangeError('n must be a positive integer');
  let day = date;
  for (let found = 0; found < n;) {
    day = addDays(day, 1);
    if (isWorkingDay(day, nonWorkingDays)) found += 1;
  }
  return day;
}

/**
 * The national holidays on which no newspaper comes out (names as the holiday calendar gives
 * them). Magazines keep their own schedule; a product's other exceptions are in the database.
 */
export const NEWSPAPER_FREE_HOLIDAYS: readonly string[] = [
  'uudenvuodenpäivä',
  'pitkäperjantai',
  'juhannuspäivä',
  'joulupäivä',
];

/** When a product comes out: its weekly schedule and the days that differ from it. */
export interface PublicationCalendar {
  /** ISO weekdays (1 = Monday) of a normal week's issues. */
  weekdays: readonly number[];
  /** Publication weekdays without an issue (holidays, exceptions). */
  noIssue: DateSet;
  /** Extra issues on days outside the weekly schedule. */
  extraIssue: DateSet;
}

export function isPublicationDay(date: string, calendar: PublicationCalendar): boolean {
  if (calendar.extraIssue.has(date)) return true;
  return calendar.weekdays.includes(isoWeekday(date)) && !calendar.noIssue.has(date);
}

/** The first publication day on or after `from`, within `withinDays` days; null if none. */
export function nextPublicationDay(
  from: string,
  calendar: PublicationCalendar,
  withinDays = 366,
): string | null {
  for (let i = 0; i <= withinDays; i++) {
    const day = addDays(from, i);
    if (isPublicationDay(day, calendar)) return day;
  }
  return null;
}

/** The publication days from start to end, both included. */
export function publicationDaysBetween(
  start: string,
  end: string,
  calendar: PublicationCalendar,
): string[] {
  const days: string[] = [];
  const count = diffInDays(end, start);
  for (let i = 0; i <= count; i++) {
    const day = addDays(start, i);
    if (isPublicationDay(day, calendar)) days.push(day);
  }
  return days;
}

/**
 * The period end after extending it by `issues` issues (a delivery-trouble compensation, spec
 * §5): the issues-th publication day after the current end. The end itself when `issues` is 0.
 */
export function endAfterExtraIssues(
  periodEnd: string,
  issues: number,
  calendar: PublicationCalendar,
): string {
  let end = periodEnd;
  for (let i = 0; i < issues; i++) {
    const next = nextPublicationDay(addDays(end, 1), calendar);
    if (next === null) throw new RangeError(`No issue within a year after ${end}`);
    end = next;
  }
  return end;
}
