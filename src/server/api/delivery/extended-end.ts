import { endAfterExtraIssues } from '~/domain/delivery/calendar';
import { addDays } from '~/domain/shared/dates';
import { publicationCalendarOf } from '../../calendar/publication-calendar';
import type { Db } from '../../db/client';

/**
 * Where a subscription's period ends after `issues` more issues of its product's own calendar
 * (the compensation "Tilausjakson pidennys yhdellä numerolla", spec §5): shown before a report
 * (the delivery status) and applied by it (store-report.ts). Null for an unknown product.
 */
export async function periodEndAfterIssues(
  db: Db,
  sub: { productId: string; periodEndDate: string },
  issues: number,
): Promise<string | null> {
  const end = sub.periodEndDate;
  const calendar = await publicationCalendarOf(db, sub.productId, end, addDays(end, 60));
  return calendar && endAfterExtraIssues(end, issues, calendar);
}
