import { endAfterExtraIssues } from '~/domain/delivery/calendar';
import { addDays } from '~/domain/shared/dates';
import { publicationCalendarOf } from '../../calendar/publication-calendar';
import type { Db } from '../../db/client';

/**
 * The last day a publication calendar must cover to extend a period ending on `periodEnd` by the
 * issues of one report (a report window's days at most).
 */
export const extensionHorizon = (periodEnd: string): string => addDays(periodEnd, 60);

/**
 * Where a subscription's period ends after `issues` more issues of its product's own calendar
 * (the compensation "Tilausjakson pidennys yhdellä numerolla", spec §5): shown before a report
 * (the delivery status, from the calendar its facts hold) and applied by it (store-report.ts).
 * Null for an unknown product.
 */
export async function periodEndAfterIssues(
  db: Db,
  sub: { productId: string; periodEndDate: string },
  issues: number,
): Promise<string | null> {
  const end = sub.periodEndDate;
  const calendar = await publicationCalendarOf(db, sub.productId, end, extensionHorizon(end));
  return calendar && endAfterExtraIssues(end, issues, calendar);
}
