import { addMonths } from '../shared/dates';
import type { PaymentMethod, PaymentState } from './enums';
import { paymentMethodLabel, type PaymentCardInfo } from './payment-method-label';

/** Spec §9: invoice history 1 year. */
const INVOICE_HISTORY_MONTHS = 12;

export type InvoiceTab = 'unpaid' | 'paid';

/** Paid invoices under 'Maksetut'; everything still open, overdue or in collection under the other. */
export function invoiceTab(state: PaymentState): InvoiceTab {
  return state === 'PAID' ? 'paid' : 'unpaid';
}

/** The first invoice date the list shows paid invoices from. */
export function historyStart(today: string): string {
  return addMonths(today, -INVOICE_HISTORY_MONTHS);
}

/**
 * Whether an invoice belongs in the list: every unpaid one however old (a debt does not leave the
 * customer's view), paid ones invoiced within the last year.
 */
export function inInvoiceHistory(
  invoice: { paymentState: PaymentState; invoiceDate: string },
  today: string,
): boolean {
  return (
    invoiceTab(invoice.paymentState) === 'unpaid' || invoice.invoiceDate >= historyStart(today)
  );
}

/** Spec §3: payment method code '08' means an invoice of type hetilasku. */
const HETILASKU_CODE = '08';

/** What the invoice says about how it is paid: 'Hetilasku' for code '08', else the method. */
export function invoicePaymentMethodLabel(
  method: PaymentMethod,
  code: string | null,
  card?: PaymentCardInfo | null,
): string {
  return code === HETILASKU_CODE ? 'Hetilasku' : paymentMethodLabel(method, card);
}
