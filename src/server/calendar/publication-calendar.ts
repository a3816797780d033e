import { eq } from 'drizzle-orm';
import { NEWSPAPER_FREE_HOLIDAYS, type PublicationCalendar } from '~/domain/delivery/calendar';
import type { Db } from '../db/client';
import { publicationExceptions } from '../db/schema/delivery';
import { products } from '../db/schema/products';
import { holidaysAround } from './holidays';

/**
 * A product's publication calendar for dates from `from` to `to` (and a year beyond): its weekly
 * schedule (products.publication_days), the national holidays without a newspaper, and its own
 * exceptions (publication_exceptions). Null for an unknown product.
 */
export async function publicationCalendarOf(
  db: Db,
  productId: string,
  from: string,
  to: string = from,
): Promise<PublicationCalendar | null> {
  const [product] = await db
    .select({ weekdays: products.publicationDays, group: products.productGroup })
    .from(products)
    .where(eq(products.id, productId));
  if (!product) return null;
  const exceptions = await db
    .select({ date: publicationExceptions.date, published: publicationExceptions.published })
    .from(publicationExceptions)
    .where(eq(publicationExceptions.productId, productId));
  const noIssue = new Set<string>();
  if (product.group === 'NEWSPAPER') {
    for (const h of holidaysAround(from, to)) {
      if (NEWSPAPER_FREE_HOLIDAYS.includes(h.name)) noIssue.add(h.date);
    }
  }
  const extraIssue = new Set<string>();
  for (const e of exceptions) {
    if (e.published) {
      extraIssue.add(e.date);
      noIssue.delete(e.date);
    } else noIssue.add(e.date);
  }
  return { weekdays: product.weekdays, noIssue, extraIssue };
}
