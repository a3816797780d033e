import { formatPostalAddress } from '~/domain/address-changes/address-fields';
import { eq } from 'drizzle-orm';
import type { CompanyOffer } from '~/domain/company-order/company-offers';
import { START_DATE_LABEL } from '~/domain/company-order/order-texts';
import {
  PRINT_START_MAX_DAYS_AHEAD,
  type StartWindow,
  printStartProblem,
  printStartWindow,
} from '~/domain/company-order/print-start';
import { isPublicationDay } from '~/domain/delivery/calendar';
import { addDays } from '~/domain/shared/dates';
import { publicationCalendarOf } from '../../calendar/publication-calendar';
import type { Db } from '../../db/client';
import { primaryAddressOf } from '../../customers/primary-address';
import { addresses } from '../../db/schema/customers';
import { products } from '../../db/schema/products';
import { HttpError } from '../../http/http-error';

/** Whether the offer's paper comes out on a date (weekdays, holidays, exceptions). */
async function issueDaysOf(db: Db, offer: CompanyOffer, today: string) {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.code, offer.productCode));
  if (!product) throw new HttpError(500, 'company-order-failed');
  const calendar = await publicationCalendarOf(
    db,
    product.id,
    today,
    addDays(today, PRINT_START_MAX_DAYS_AHEAD),
  );
  return (date: string) => (calendar ? isPublicationDay(date, calendar) : true);
}

/** The quote's window of the first issue: null for digital rights, which start at once. */
export async function startWindowOf(
  db: Db,
  offer: CompanyOffer,
  today: string,
): Promise<StartWindow | null> {
  if (offer.kind !== 'PRINT_COPIES') return null;
  return printStartWindow(today, await issueDaysOf(db, offer, today));
}

/**
 * The order's start: today for digital rights; for print the chosen first issue, which must be a
 * publication day inside the window (400 with the field's message otherwise).
 */
export async function checkedStartDate(
  db: Db,
  offer: CompanyOffer,
  chosen: string | undefined,
  today: string,
): Promise<string> {
  if (offer.kind !== 'PRINT_COPIES') return today;
  const isIssueDay = await issueDaysOf(db, offer, today);
  const date = chosen ?? '';
  const problem = printStartProblem(date, printStartWindow(today, isIssueDay), isIssueDay);
  if (problem !== null) {
    throw new HttpError(400, 'validation-failed', {
      fields: { startDate: `${START_DATE_LABEL}: ${problem}` },
    });
  }
  return date;
}

/** Print copies go to the company's address on record: one line for the summary. */
export async function deliveryAddressOf(db: Db, customerId: string): Promise<string> {
  const [row] = await db.select().from(addresses).where(primaryAddressOf(customerId));
  if (!row) throw new HttpError(500, 'company-order-failed');
  return formatPostalAddress(row);
}
