import { isPublicationDay, type PublicationCalendar } from '../delivery/calendar';
import {
  type DateHorizons,
  lastsTooLong,
  startTooFarMessage,
  startsTooFar,
  temporaryTooLongMessage,
} from '../shared/date-horizons';

// The date rules of address changes that need "today" or the publication calendar (spec §4,
// §5). Pure: the server passes its clock's today and the product's calendar.

export const START_IN_PAST_MESSAGE = 'Alkamispäivä ei voi olla menneisyydessä.';
export const END_IN_PAST_MESSAGE = 'Päättymispäivä ei voi olla menneisyydessä.';

/** A date rule broken: a field error (400) or one of the §8 error keys (409). */
export type DateProblem =
  | { kind: 'field'; field: 'startDate' | 'endDate'; message: string }
  | { kind: 'key'; errorKey: 'start-date-publication-days' | 'end-date-publication-days' };

/**
 * A new change (temporary with an end, permanent without): start not in the past, and start and
 * end on publication days. The first problem found, or null. "Start before end" is in the schema.
 */
export function newChangeDateProblem(
  dates: { startDate: string; endDate: string | null },
  today: string,
  calendar: PublicationCalendar,
): DateProblem | null {
  if (dates.startDate < today) {
    return { kind: 'field', field: 'startDate', message: START_IN_PAST_MESSAGE };
  }
  if (!isPublicationDay(dates.startDate, calendar)) {
    return { kind: 'key', errorKey: 'start-date-publication-days' };
  }
  if (dates.endDate !== null && !isPublicationDay(dates.endDate, calendar)) {
    return { kind: 'key', errorKey: 'end-date-publication-days' };
  }
  return null;
}

/**
 * A change's dates within the horizons: the start at most maxDaysAhead days away, a temporary
 * change (with an end) at most temporaryMaxDays long. Checked before the publication calendar
 * is loaded for the dates. `startFixed`: a started change whose start no longer moves.
 */
export function horizonProblem(
  dates: { startDate: string; endDate: string | null },
  today: string,
  horizons: DateHorizons,
  opts: { startFixed?: boolean } = {},
): DateProblem | null {
  if (opts.startFixed !== true && startsTooFar(dates.startDate, today, horizons)) {
    return { kind: 'field', field: 'startDate', message: startTooFarMessage(today, horizons) };
  }
  if (dates.endDate !== null && lastsTooLong(dates.startDate, dates.endDate, horizons)) {
    return { kind: 'field', field: 'endDate', message: temporaryTooLongMessage(horizons) };
  }
  return null;
}

/**
 * A change that has started (its start date is today or earlier) may only get a new end date,
 * which must not be in the past and must be a publication day.
 */
export function newEndDateProblem(
  endDate: string,
  today: string,
  calendar: PublicationCalendar,
): DateProblem | null {
  if (endDate < today) return { kind: 'field', field: 'endDate', message: END_IN_PAST_MESSAGE };
  if (!isPublicationDay(endDate, calendar)) {
    return { kind: 'key', errorKey: 'end-date-publication-days' };
  }
  return null;
}

/** Spec §4: a change has started on its start date. */
export const hasStarted = (startDate: string, today: string): boolean => startDate <= today;

/** A temporary change is over after its end date; a permanent one never ends. */
const isOver = (endDate: string | null, today: string): boolean =>
  endDate !== null && endDate < today;

/**
 * What the customer may still do with a change (spec §4 and the support articles): before it
 * starts, edit it (temporary) or remove it; once started, a temporary change's end date only;
 * a started permanent change or a finished one, nothing.
 */
export type ChangeEditability = 'ALL' | 'END_DATE' | 'NONE';

export function changeEditability(
  change: { temporary: boolean; startDate: string; endDate: string | null },
  today: string,
): ChangeEditability {
  if (isOver(change.endDate, today)) return 'NONE';
  if (!hasStarted(change.startDate, today)) return 'ALL';
  return change.temporary ? 'END_DATE' : 'NONE';
}
