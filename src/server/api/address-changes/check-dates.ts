import type { DateProblem } from '~/domain/address-changes/date-rules';
import type { PublicationCalendar } from '~/domain/delivery/calendar';
import type { Db } from '../../db/client';
import { publicationCalendarOf } from '../../calendar/publication-calendar';
import { fieldError } from '../../http/field-error';
import { publicationDayError } from './address-change-errors';

/** The product's publication calendar over the dates in question. */
export async function calendarFor(
  db: Db,
  productId: string,
  from: string,
  to: string,
): Promise<PublicationCalendar> {
  const calendar = await publicationCalendarOf(db, productId, from, to);
  if (!calendar) throw new Error(`Subscription refers to a missing product ${productId}`);
  return calendar;
}

/** A broken date rule as its answer: 400 with the field, or the §8 publication-day key. */
export function throwDateProblem(problem: DateProblem | null): void {
  if (problem === null) return;
  if (problem.kind === 'field') throw fieldError(problem.field, problem.message);
  throw publicationDayError(problem.errorKey);
}
