import { postponeOptions, postponeVerdict } from '~/domain/invoices/due-date-postponement';
import type { InvoiceKind, PaymentMethod, PaymentState } from '~/domain/invoices/enums';
import type { InvoiceDetails, InvoiceListItem } from '~/domain/invoices/invoice-views';
import { invoicePaymentMethodLabel } from '~/domain/invoices/invoice-list-rules';
import { formatIban, formatReference } from '~/domain/invoices/payment-details-format';
import { isPdfAvailable, pdfAvailableAt } from '~/domain/invoices/pdf-availability';
import { invoiceBadge } from '~/domain/invoices/status-badge';
import { invoiceStatusLabel, UnmappedInvoiceStatusError } from '~/domain/invoices/status-label';
import { virtualBarcode } from '~/domain/invoices/virtual-barcode';
import { formatDate, formatDateTime } from '~/domain/shared/dates';
import { invoiceTotalCents } from '~/domain/invoices/invoice-total';
import { formatMoney } from '~/domain/shared/money';
import { subscriptionKindLabel } from '~/domain/subscriptions/kind-label';
import type { SubscriptionType } from '~/domain/subscriptions/enums';
import type { OwnInvoice } from './find-own-invoice';
import { logger } from '../../log/logger';

type InvoiceRow = OwnInvoice['invoice'];

export const totalCentsOf = (i: InvoiceRow): number => invoiceTotalCents(i);

export const postponeFactsOf = (i: InvoiceRow) => ({
  kind: i.kind as InvoiceKind,
  paymentState: i.paymentState as PaymentState,
  paymentMethod: i.paymentMethod as PaymentMethod,
  dueDate: i.dueDate,
  originalDueDate: i.originalDueDate,
});

/**
 * Spec §4: a kind/state pair without a label is an error. It is logged here, once per answer,
 * and the screen shows the generic message in its place (null).
 */
function statusLabelOf(i: InvoiceRow): string | null {
  try {
    return invoiceStatusLabel(i.kind as InvoiceKind, i.paymentState as PaymentState);
  } catch (err) {
    if (!(err instanceof UnmappedInvoiceStatusError)) throw err;
    logger.error({ err, invoiceNumber: i.invoiceNumber }, 'invoice: unmapped status');
    return null;
  }
}

/** The 54-digit virtual bar code of an unpaid invoice; null when it cannot carry the invoice. */
export function barcodeOf(i: InvoiceRow): string | null {
  if (i.paymentState === 'PAID') return null;
  try {
    return virtualBarcode({
      iban: i.iban,
      cents: totalCentsOf(i),
      reference: i.referenceNumber,
      dueDate: i.dueDate,
    });
  } catch (err) {
    // A foreign IBAN, an RF reference with letters or an amount above 999 999,99 €.
    logger.error({ err, invoiceNumber: i.invoiceNumber }, 'invoice: no virtual bar code');
    return null;
  }
}

const paidOnLabel = (i: InvoiceRow): string | null =>
  i.paymentState === 'PAID' && i.paidAt ? formatDate(i.paidAt) : null;

export function toListItem(row: OwnInvoice, today: string): InvoiceListItem {
  const i = row.invoice;
  return {
    invoiceNumber: i.invoiceNumber,
    statusLabel: statusLabelOf(i),
    badge: invoiceBadge(postponeFactsOf(i), today),
    dueDate: i.dueDate,
    dueDateLabel: formatDate(i.dueDate),
    totalCents: totalCentsOf(i),
    totalLabel: formatMoney(totalCentsOf(i)),
    productName: row.productName,
    subscriptionNumber: row.subscriptionNumber,
    paidOnLabel: paidOnLabel(i),
    postponed: i.originalDueDate !== null,
    canPostpone: postponeVerdict(postponeFactsOf(i), today).allowed,
  };
}

export function toDetails(row: OwnInvoice, now: Date, today: string): InvoiceDetails {
  const i = row.invoice;
  const verdict = postponeVerdict(postponeFactsOf(i), today);
  const pdfReady = isPdfAvailable(i.createdAt, i.invoiceDate, now);
  const period =
    i.periodStartDate && i.periodEndDate
      ? `${formatDate(i.periodStartDate)}–${formatDate(i.periodEndDate)}`
      : null;
  return {
    invoiceNumber: i.invoiceNumber,
    statusLabel: statusLabelOf(i),
    badge: invoiceBadge(postponeFactsOf(i), today),
    paid: i.paymentState === 'PAID',
    paidOnLabel: paidOnLabel(i),
    invoiceDateLabel: formatDate(i.invoiceDate),
    dueDate: i.dueDate,
    dueDateLabel: formatDate(i.dueDate),
    originalDueDateLabel: i.originalDueDate ? formatDate(i.originalDueDate) : null,
    cancellationDateLabel: i.cancellationDate ? formatDate(i.cancellationDate) : null,
    productName: row.productName,
    subscriptionNumber: row.subscriptionNumber,
    subscriptionKindLabel: row.subscriptionType
      ? subscriptionKindLabel(row.subscriptionType as SubscriptionType, row.isSample ?? false)
      : null,
    invoicingPeriodLabel: period,
    paymentMethodLabel: invoicePaymentMethodLabel(
      i.paymentMethod as PaymentMethod,
      i.paymentMethodCode,
      row.card,
    ),
    amountLabel: formatMoney(i.amountCents),
    reminderFeeLabel: formatMoney(i.reminderFeeCents),
    paperInvoiceFeeLabel: formatMoney(i.paperInvoiceFeeCents),
    totalCents: totalCentsOf(i),
    totalLabel: formatMoney(totalCentsOf(i)),
    iban: formatIban(i.iban),
    referenceNumber: formatReference(i.referenceNumber),
    virtualBarcode: barcodeOf(i),
    pdf: {
      available: pdfReady,
      availableFromLabel: pdfReady
        ? null
        : formatDateTime(pdfAvailableAt(i.createdAt, i.invoiceDate)),
    },
    postpone: {
      allowed: verdict.allowed,
      errorKey: verdict.allowed ? null : verdict.errorKey,
      reason: verdict.allowed ? null : verdict.reason,
      options: verdict.allowed ? postponeOptions(i.dueDate) : [],
    },
  };
}
