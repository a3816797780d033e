import { z } from 'zod';
import type { PublicationCalendar } from './calendar';

/**
 * A product's publication calendar for the days a dialog may choose from (issue 34 item 5):
 * the weekly schedule and, between `from` and `to`, the days that differ from it. The month
 * calendar marks the publication days with it; the server still checks every date it gets.
 */
export const publicationCalendarViewSchema = z
  .object({
    from: z.string(),
    to: z.string(),
    /** ISO weekdays (1 = Monday) of a normal week's issues. */
    weekdays: z.array(z.number().int().min(1).max(7)),
    noIssue: z.array(z.string()),
    extraIssue: z.array(z.string()),
  })
  .meta({ id: 'PublicationCalendar' });
export type PublicationCalendarView = z.infer<typeof publicationCalendarViewSchema>;

const within = (dates: ReadonlySet<string>, from: string, to: string) =>
  [...dates].filter((d) => from <= d && d <= to).sort();

/** The calendar as the answer carries it, for the days from `from` to `to`. */
export function calendarView(
  calendar: PublicationCalendar,
  from: string,
  to: string,
): PublicationCalendarView {
  return {
    from,
    to,
    weekdays: [...calendar.weekdays].sort((a, b) => a - b),
    noIssue: within(calendar.noIssue, from, to),
    extraIssue: within(calendar.extraIssue, from, to),
  };
}
