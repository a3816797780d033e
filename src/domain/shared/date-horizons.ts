import { addDays, diffInDays, formatDate } from './dates';

// How far ahead a change of delivery may start and how long a temporary address change may last
// (issue 12: dates up to 9999-12-31 were accepted). The spec names no values; the defaults are
// in docs/decisions/0021-date-horizons.md and the operator sets them in src/server/env.ts.

export interface DateHorizons {
  /** An address change or suspension starts at most this many days after today. */
  maxDaysAhead: number;
  /** A temporary address change lasts at most this many calendar days, both ends included. */
  temporaryMaxDays: number;
}

export const DEFAULT_DATE_HORIZONS: DateHorizons = { maxDaysAhead: 365, temporaryMaxDays: 365 };

/** The last start date allowed today. */
export const latestStart = (today: string, h: DateHorizons): string =>
  addDays(today, h.maxDaysAhead);

export const startTooFarMessage = (today: string, h: DateHorizons): string =>
  `Alkamispäivä voi olla enintään ${h.maxDaysAhead} päivän päässä. Valitse päivä viimeistään ${formatDate(latestStart(today, h))}.`;

export const temporaryTooLongMessage = (h: DateHorizons): string =>
  `Tilapäinen osoitteenmuutos voi kestää enintään ${h.temporaryMaxDays} päivää. Tee pidempää muutosta varten vakituinen osoitteenmuutos.`;

/** Whether the start is later than the horizon allows ('yyyy-MM-dd' strings compare as dates). */
export const startsTooFar = (startDate: string, today: string, h: DateHorizons): boolean =>
  startDate > latestStart(today, h);

/** Whether a temporary change from start to end (both included) is longer than allowed. */
export const lastsTooLong = (startDate: string, endDate: string, h: DateHorizons): boolean =>
  diffInDays(endDate, startDate) + 1 > h.temporaryMaxDays;
