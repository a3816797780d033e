import { addDays, addMonths, diffInDays, formatDate } from '../shared/dates';
import { isoWeekday, weekdayName } from '../shared/weekdays';
import { type PublicationCalendar, isPublicationDay } from './calendar';

// The month calendar of the suspension and address-change dialogs (issue 34 item 5): a month's
// weeks (Monday first, spec §9), the publication days marked and the chosen range shown. Pure
// and zod-free, for the islands; the dates are 'yyyy-MM-dd', a month is 'yyyy-MM'.

const MONTHS = [
  'tammikuu',
  'helmikuu',
  'maaliskuu',
  'huhtikuu',
  'toukokuu',
  'kesäkuu',
  'heinäkuu',
  'elokuu',
  'syyskuu',
  'lokakuu',
  'marraskuu',
  'joulukuu',
];

export const monthOf = (date: string): string => date.slice(0, 7);

/** The month `by` months before or after: ('2026-12', 1) -> '2027-01'. */
export const shiftMonth = (month: string, by: number): string =>
  monthOf(addMonths(`${month}-01`, by));

/** 'joulukuu 2026' */
export function monthTitle(month: string): string {
  const [year, m] = month.split('-').map(Number);
  return `${MONTHS[(m ?? 1) - 1] ?? ''} ${year ?? ''}`;
}

/** The month's weeks, Monday first; null pads the days of the months around it. */
export function monthWeeks(month: string): (string | null)[][] {
  const first = `${month}-01`;
  const days = diffInDays(addMonths(first, 1), first);
  const cells: (string | null)[] = Array.from({ length: isoWeekday(first) - 1 }, () => null);
  for (let i = 0; i < days; i++) cells.push(addDays(first, i));
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** A chosen range; '' where a date is not chosen yet. */
export interface DateRange {
  start: string;
  end: string;
}

/**
 * What a tap chooses: a range (start, then end), only the end (a running suspension or
 * temporary change), or a single day (a permanent address change's start).
 */
export type PickMode = 'range' | 'end' | 'single';

/**
 * A tapped day in the range: the first tap (or one before the start, or one after a whole
 * range) starts a new range, the next one on or after the start ends it.
 */
export function pickDate(range: DateRange, date: string, mode: PickMode = 'range'): DateRange {
  if (mode === 'end') return { start: range.start, end: date };
  if (mode === 'single') return { start: date, end: '' };
  if (range.start === '' || range.end !== '' || date < range.start) return { start: date, end: '' };
  return { start: range.start, end: date };
}

/** Where a day stands in the range: its first or last day, between them, or outside. */
export function rangePlace(date: string, range: DateRange): 'start' | 'end' | 'inside' | null {
  if (date === range.start) return 'start';
  if (date === range.end) return 'end';
  if (range.start !== '' && range.end !== '' && range.start < date && date < range.end) {
    return 'inside';
  }
  return null;
}

// Not the fields' own words (Alkupäivä, Loppupäivä), so a day is never taken for the field.
const PLACE_WORDS = {
  start: 'valitun ajan alku',
  end: 'valitun ajan loppu',
  inside: 'valitulla ajalla',
};

/** A day as a screen reader says it: 'tiistai 1.12.2026, ilmestymispäivä, valitun ajan alku'. */
export function dayLabel(date: string, calendar: PublicationCalendar, range: DateRange): string {
  const words = [
    `${weekdayName(date)} ${formatDate(date)}`,
    isPublicationDay(date, calendar) ? 'ilmestymispäivä' : 'lehti ei ilmesty',
  ];
  const place = rangePlace(date, range);
  if (place) words.push(PLACE_WORDS[place]);
  return words.join(', ');
}

/** The day a calendar key moves to from `date` (the grid pattern's keys), or null. */
export function dayAfterKey(date: string, key: string): string | null {
  const weekday = isoWeekday(date);
  switch (key) {
    case 'ArrowLeft':
      return addDays(date, -1);
    case 'ArrowRight':
      return addDays(date, 1);
    case 'ArrowUp':
      return addDays(date, -7);
    case 'ArrowDown':
      return addDays(date, 7);
    case 'Home':
      return addDays(date, 1 - weekday);
    case 'End':
      return addDays(date, 7 - weekday);
    case 'PageUp':
      return addMonths(date, -1);
    case 'PageDown':
      return addMonths(date, 1);
    default:
      return null;
  }
}

/** The answer's calendar (PublicationCalendarView) as the rules read it. */
export function calendarFromView(view: {
  weekdays: readonly number[];
  noIssue: readonly string[];
  extraIssue: readonly string[];
}): PublicationCalendar {
  return {
    weekdays: view.weekdays,
    noIssue: new Set(view.noIssue),
    extraIssue: new Set(view.extraIssue),
  };
}
