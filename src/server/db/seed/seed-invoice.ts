import type { InvoiceKind, PaymentMethod, PaymentState } from '~/domain/invoices/enums';
import { addDays } from '~/domain/shared/dates';
import type { Db } from '../client';
import { invoices } from '../schema/payments';

/**
 * The publisher's collection account. FI21 1234 5600 0007 85 is the example account of the Finnish
 * banks' IBAN guide: its mod-97 check passes, so virtual bar codes computed from it are valid.
 */
const DEMO_IBAN = 'FI2112345600000785';

/**
 * A Finnish national reference number (viitenumero): the base followed by its 7-3-1 check digit.
 * The weights run 7, 3, 1, 7, 3, 1... from the rightmost digit of the base; the check digit
 * takes the sum up to the next multiple of ten (10 -> 0).
 */
function finnishReference(base: string): string {
  if (!/^\d{3,19}$/.test(base)) throw new RangeError(`Reference base must be 3-19 digits: ${base}`);
  const weights = [7, 3, 1];
  let sum = 0;
  [...base].reverse().forEach((digit, i) => {
    sum += Number(digit) * (weights[i % 3] ?? 0);
  });
  return `${base}${(10 - (sum % 10)) % 10}`;
}

export type InvoiceSeed = Omit<typeof invoices.$inferInsert, 'referenceNumber' | 'iban'> & {
  kind: InvoiceKind;
  paymentState: PaymentState;
  paymentMethod: PaymentMethod;
};

/** Inserts an invoice whose reference is derived from its number; a known number is left as is. */
export async function ensureInvoice(db: Db, values: InvoiceSeed): Promise<void> {
  await db
    .insert(invoices)
    .values({ ...values, referenceNumber: finnishReference(values.invoiceNumber), iban: DEMO_IBAN })
    .onConflictDoNothing({ target: invoices.invoiceNumber });
}

/**
 * Maija's 50000004: the e-mail invoice of a subscription's current period, sent four days ago
 * and due in ten, not paid yet. The demo seed and the development factory both make it from this.
 */
export function openInvoice(
  today: string,
  period: { periodStartDate: string; periodEndDate: string; priceCents: number },
): Omit<InvoiceSeed, 'invoiceNumber' | 'customerId' | 'subscriptionId'> {
  return {
    kind: 'INVOICED',
    paymentState: 'UNPAID',
    paymentMethod: 'EMAIL_INVOICE',
    invoiceDate: addDays(today, -4),
    dueDate: addDays(today, 10),
    periodStartDate: period.periodStartDate,
    periodEndDate: period.periodEndDate,
    amountCents: period.priceCents,
  };
}
