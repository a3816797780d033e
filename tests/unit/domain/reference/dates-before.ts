// The implementation before issue 13 (commit 0a1facc), kept verbatim as the reference the faster
// one must answer identically to (tests/unit/domain/shared/dates-equivalence.test.ts).
import { tz } from '@date-fns/tz';
import {
  addDays as addDaysFns,
  addMonths as addMonthsFns,
  differenceInCalendarDays,
  format,
} from 'date-fns';

// Calendar dates travel as 'yyyy-MM-dd' strings (DESIGN.md). Every conversion from an instant
// names Europe/Helsinki explicitly, so the result never depends on the server's TZ.

export const HELSINKI = 'Europe/Helsinki';
export const MISSING_DATE = '[missing date]';

const inHelsinki = tz(HELSINKI);
const isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;
// A timestamp without an offset is read as Helsinki wall time, so its date part is the date.
const localTimestampPattern = /^(\d{4}-\d{2}-\d{2})T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?$/;
const offsetTimestampPattern =
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})$/i;

/** True for a strict 'yyyy-MM-dd' string that names a real calendar day. */
export function isIsoDate(s: string): boolean {
  const match = isoDatePattern.exec(s);
  if (!match) return false;
  const [, y, m, d] = match.map(Number);
  if (y === undefined || m === undefined || d === undefined) return false;
  if (m < 1 || m > 12 || d < 1) return false;
  // Day 0 of the next month is the last day of this one; UTC keeps it free of DST.
  return d <= new Date(Date.UTC(y, m, 0)).getUTCDate();
}

/** Shows a date as d.M.yyyy: calendar dates as they are, instants as their Helsinki date. */
export function formatDate(value: string | Date | null | undefined): string {
  if (value === null || value === undefined) return MISSING_DATE;
  if (typeof value === 'string') {
    const text = value.trim();
    if (isoDatePattern.test(text)) return isIsoDate(text) ? calendarToDisplay(text) : MISSING_DATE;
    const local = localTimestampPattern.exec(text)?.[1];
    if (local !== undefined) return isIsoDate(local) ? calendarToDisplay(local) : MISSING_DATE;
    if (!offsetTimestampPattern.test(text)) return MISSING_DATE;
    return formatInstant(new Date(text));
  }
  return formatInstant(value);
}

/** The Helsinki calendar date ('yyyy-MM-dd') of an instant, e.g. the clock's "now". */
export function helsinkiToday(now: Date): string {
  if (Number.isNaN(now.getTime())) throw new RangeError('helsinkiToday got an invalid Date');
  return format(now, 'yyyy-MM-dd', { in: inHelsinki });
}

/** Calendar-day arithmetic on 'yyyy-MM-dd' strings. */
export function addDays(date: string, days: number): string {
  assertInteger(days, 'days');
  return toIso(addDaysFns(parseCalendarDate(date), days, { in: inHelsinki }));
}

/** Month arithmetic that clamps to the month's last day: 2026-01-31 + 1 -> 2026-02-28. */
export function addMonths(date: string, months: number): string {
  assertInteger(months, 'months');
  return toIso(addMonthsFns(parseCalendarDate(date), months, { in: inHelsinki }));
}

/** Whole calendar days from b to a (a - b); negative when a is earlier. */
export function diffInDays(a: string, b: string): number {
  return differenceInCalendarDays(parseCalendarDate(a), parseCalendarDate(b), { in: inHelsinki });
}

function calendarToDisplay(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number);
  return `${d}.${m}.${y}`;
}

function formatInstant(date: Date): string {
  if (Number.isNaN(date.getTime())) return MISSING_DATE;
  return format(date, 'd.M.yyyy', { in: inHelsinki });
}

// Noon avoids any DST edge; the TZ context keeps date-fns working in Helsinki days.
function parseCalendarDate(date: string): Date {
  if (!isIsoDate(date)) throw new RangeError(`Not a yyyy-MM-dd date: '${date}'`);
  const [y = NaN, m = NaN, d = NaN] = date.split('-').map(Number);
  return inHelsinki(Date.UTC(y, m - 1, d, 12));
}

function toIso(date: Date): string {
  return format(date, 'yyyy-MM-dd', { in: inHelsinki });
}

function assertInteger(n: number, name: string): void {
  if (!Number.isSafeInteger(n)) throw new RangeError(`${name} must be an integer, got ${n}`);
}
