import { type PublicationCalendarView, calendarView } from '~/domain/delivery/calendar-view';
import { latestStart } from '~/domain/shared/date-horizons';
import { addDays } from '~/domain/shared/dates';
import type { AppDeps } from '../app-context';
import { dateHorizons } from '../date-horizons';
import { publicationCalendarOf } from './publication-calendar';

/**
 * The publication days a dialog's month calendar marks (issue 34 item 5): from today to the
 * last end a change could have (the latest start, CHANGE_MAX_DAYS_AHEAD, plus the longest
 * change), not past `until` (a subscription's end) when one is given.
 */
export async function dialogCalendarOf(
  { db, env }: Pick<AppDeps, 'db' | 'env'>,
  productId: string,
  today: string,
  longestDays: number,
  until: string | null = null,
): Promise<PublicationCalendarView> {
  const lastEnd = addDays(latestStart(today, dateHorizons(env)), longestDays);
  const to = until !== null && until < lastEnd ? until : lastEnd;
  const calendar = await publicationCalendarOf(db, productId, today, to);
  if (!calendar) throw new Error(`Product ${productId} not found`);
  return calendarView(calendar, today, to);
}
