import { addOnStartOn } from '~/domain/add-ons/start-date';
import { isPublicationDay } from '~/domain/delivery/calendar';
import { addDays } from '~/domain/shared/dates';
import type { Db } from '../../db/client';
import { publicationCalendarOf } from '../../calendar/publication-calendar';

/**
 * The first issue an add-on ordered today starts from: the main subscription's own publication
 * calendar (weekdays, holidays without a paper, exceptions), at least 7 days ahead (spec §9).
 */
export async function addOnStartFor(
  db: Db,
  main: { productId: string },
  today: string,
): Promise<string> {
  const calendar = await publicationCalendarOf(db, main.productId, today, addDays(today, 70));
  return addOnStartOn(today, (date) => (calendar ? isPublicationDay(date, calendar) : true));
}
