import Holidays from 'date-holidays';
import type { DateSet } from '~/domain/delivery/calendar';

// Finnish public holidays from the date-holidays library (DESIGN.md: a maintained library, not
// our own Easter arithmetic), cached per year for the life of the process.

export interface Holiday {
  /** 'yyyy-MM-dd'. */
  date: string;
  /** Finnish name as the library gives it, e.g. 'juhannuspäivä'. */
  name: string;
  /** 'public' (official holiday) or 'bank' (eves on which offices and banks are closed). */
  type: 'public' | 'bank';
}

const finland = new Holidays('FI');
const byYear = new Map<number, Holiday[]>();

/** The public and bank holidays of one year (observances such as Mother's Day left out). */
export function finnishHolidays(year: number): Holiday[] {
  let list = byYear.get(year);
  if (!list) {
    list = finland
      .getHolidays(year)
      .filter((h) => h.type === 'public' || h.type === 'bank')
      .map((h) => ({
        date: h.date.slice(0, 10),
        name: h.name.toLowerCase(),
        type: h.type as Holiday['type'],
      }));
    byYear.set(year, list);
  }
  return list;
}

/**
 * No caller needs more years than this: the date rules keep every date within a year or two of
 * today. A bound, because a range from year 1 to 9999 took a minute and kept every year cached.
 */
const MAX_HOLIDAY_YEARS = 10;

/**
 * The holidays of the years from `from` to `to` ('yyyy-MM-dd'), with a year to spare after; of
 * a longer range, only the last MAX_HOLIDAY_YEARS years.
 */
export function holidaysAround(from: string, to: string = from): Holiday[] {
  const last = Number(to.slice(0, 4)) + 1;
  const first = Math.max(Number(from.slice(0, 4)), last - MAX_HOLIDAY_YEARS);
  const all: Holiday[] = [];
  for (let year = first; year <= last; year++) all.push(...finnishHolidays(year));
  return all;
}

/** Days that are not working days besides weekends, for "1-3 working days". */
export function nonWorkingDays(from: string, to: string = from): DateSet {
  return new Set(holidaysAround(from, to).map((h) => h.date));
}
