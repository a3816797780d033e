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
const MISSING_DATE = '[missing date]';

const inHelsinki = tz(HELSINKI);
export const isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;
// A timestamp without an offset is read as Helsinki wall time, so its date part is the date.
const localTimestampPattern = /^(\d{4}-\d{2}-\d{2})T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?$/;
const offsetTimestampPattern =
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})$/i;
// Calendar arithmetic works on UTC days (no DST, no time zone; date-fns in Helsinki answers the
// same). Years below 100 take date-fns' path as before: Date.UTC reads them as 19xx, and that
// is what these functions have always answered.
const FAST_FROM_YEAR = 100;
const DAY_MS = 86_400_000;
const DASH = 45;
const ZERO = 48;

/** True for a strict 'yyyy-MM-dd' string that names a real calendar day. */
export function isIsoDate(s: string): boolean {
  const parts = calendarParts(s);
  if (parts === null) return false;
  const [y, m, d] = parts;
  if (m < 1 || m > 12 || d < 1) return false;
  // Every month has 28 days; past that, day 0 of the next month is the last day of this one
  // (UTC keeps it free of DST).
  return d <= 28 || d <= new Date(Date.UTC(y, m, 0)).getUTCDate();
}

/**
 * Year, month and day of a string shaped 'yyyy-MM-dd' (digits only, not checked further), read
 * character by character: this runs for every date of every row a list shows.
 */
function calendarParts(s: string): [number, number, number] | null {
  if (s.length !== 10 || s.charCodeAt(4) !== DASH || s.charCodeAt(7) !== DASH) return null;
  const y = digits(s, 0, 4);
  const m = digits(s, 5, 7);
  const d = digits(s, 8, 10);
  return y < 0 || m < 0 || d < 0 ? null : [y, m, d];
}

/** The number written in s[from, to) with ASCII digits only, else -1. */
function digits(s: string, from: number, to: number): number {
  let n = 0;
  for (let i = from; i < to; i++) {
    const c = s.charCodeAt(i) - ZERO;
    if (c < 0 || c > 9) return -1;
    n = n * 10 + c;
  }
  return n;
}

/** Shows a date as d.M.yyyy: calendar dates as they are, instants as their Helsinki date. */
export function formatDate(value: string | Date | null | undefined): string {
  if (value === null || value === undefined) return MISSING_DATE;
  if (typeof value === 'string') {
    // The common case first: a calendar date as the database gives it.
    if (isIsoDate(value)) return calendarToDisplay(value);
    const text = value.trim();
    if (isoDatePattern.test(text)) return isIsoDate(text) ? calendarToDisplay(text) : MISSING_DATE;
    const local = localTimestampPattern.exec(text)?.[1];
    if (local !== undefined) return isIsoDate(local) ? calendarToDisplay(local) : MISSING_DATE;
    if (!offsetTimestampPattern.test(text)) return MISSING_DATE;
    return formatInstant(new Date(text));
  }
  return formatInstant(value);
}

const helsinkiClock = new Intl.DateTimeFormat('fi-FI', {
  timeZone: 'Europe/Helsinki',
  hour: 'numeric',
  minute: '2-digit',
});

/** An instant as 'd.M.yyyy klo H.mm' in Helsinki time, e.g. '23.11.2026 klo 18.05'. */
export function formatDateTime(at: Date): string {
  return `${formatDate(at)} klo ${helsinkiClock.format(at)}`;
}

/** The Helsinki calendar date ('yyyy-MM-dd') of an instant, e.g. the clock's "now". */
export function helsinkiToday(now: Date): string {
  if (Number.isNaN(now.getTime())) throw new RangeError('helsinkiToday got an invalid Date');
  return format(now, 'yyyy-MM-dd', { in: inHelsinki });
}

/** Calendar-day arithmetic on 'yyyy-MM-dd' strings. */
export function addDays(date: string, days: number): string {
  assertInteger(days, 'days');
  const [y, m, d] = calendarDate(date);
  if (y >= FAST_FROM_YEAR) return fromUtc(Date.UTC(y, m - 1, d + days)) ?? slowAddDays(date, days);
  return slowAddDays(date, days);
}

/** Month arithmetic that clamps to the month's last day: 2026-01-31 + 1 -> 2026-02-28. */
export function addMonths(date: string, months: number): string {
  assertInteger(months, 'months');
  const [y, m, d] = calendarDate(date);
  if (y < FAST_FROM_YEAR) return slowAddMonths(date, months);
  const monthIndex = y * 12 + (m - 1) + months;
  const year = Math.floor(monthIndex / 12);
  const month = monthIndex - year * 12;
  if (year < FAST_FROM_YEAR) return slowAddMonths(date, months);
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return fromUtc(Date.UTC(year, month, Math.min(d, lastDay))) ?? slowAddMonths(date, months);
}

/** Whole calendar days from b to a (a - b); negative when a is earlier. */
export function diffInDays(a: string, b: string): number {
  const [ya, ma, da] = calendarDate(a);
  const [yb, mb, db] = calendarDate(b);
  if (ya < FAST_FROM_YEAR || yb < FAST_FROM_YEAR) {
    return differenceInCalendarDays(parseCalendarDate(a), parseCalendarDate(b), {
      in: inHelsinki,
    });
  }
  return Math.round((Date.UTC(ya, ma - 1, da) - Date.UTC(yb, mb - 1, db)) / DAY_MS);
}

function slowAddDays(date: string, days: number): string {
  return toIso(addDaysFns(parseCalendarDate(date), days, { in: inHelsinki }));
}

function slowAddMonths(date: string, months: number): string {
  return toIso(addMonthsFns(parseCalendarDate(date), months, { in: inHelsinki }));
}

/** 'yyyy-MM-dd' of a UTC midnight, or null outside the years 100-9999 (date-fns formats those). */
function fromUtc(ms: number): string | null {
  if (Number.isNaN(ms)) return null;
  const iso = new Date(ms).toISOString();
  const year = Number(iso.slice(0, 4));
  return iso.length === 24 && year >= FAST_FROM_YEAR ? iso.slice(0, 10) : null;
}

function calendarToDisplay(iso: string): string {
  const [y, m, d] = calendarDate(iso);
  return `${d}.${m}.${y}`;
}

function formatInstant(date: Date): string {
  if (Number.isNaN(date.getTime())) return MISSING_DATE;
  return format(date, 'd.M.yyyy', { in: inHelsinki });
}

/** Year, month and day of a valid calendar date, else a RangeError. */
function calendarDate(date: string): [number, number, number] {
  const parts = isIsoDate(date) ? calendarParts(date) : null;
  if (parts === null) throw new RangeError(`Not a yyyy-MM-dd date: '${date}'`);
  return parts;
}

// Noon avoids any DST edge; the TZ context keeps date-fns working in Helsinki days.
function parseCalendarDate(date: string): Date {
  const [y, m, d] = calendarDate(date);
  return inHelsinki(Date.UTC(y, m - 1, d, 12));
}

function toIso(date: Date): string {
  return format(date, 'yyyy-MM-dd', { in: inHelsinki });
}

function assertInteger(n: number, name: string): void {
  if (!Number.isSafeInteger(n)) throw new RangeError(`${name} must be an integer, got ${n}`);
}
