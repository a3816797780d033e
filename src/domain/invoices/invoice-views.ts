import { z } from 'zod';
import { statusBadgeSchema } from '../shared/status-badge';

// The answers of GET /invoices and GET /invoices/{number}: raw facts plus every text the screens
// show, computed on the server (decision 0004). A null statusLabel is a kind/state pair spec §4
// does not map: the server has logged it and the screen shows the generic message.

const invoiceListItemSchema = z.object({
  invoiceNumber: z.string(),
  statusLabel: z.string().nullable(),
  badge: statusBadgeSchema,
  /** yyyy-MM-dd */
  dueDate: z.string(),
  /** d.M.yyyy */
  dueDateLabel: z.string(),
  /** Amount with the reminder and paper-invoice fees, in cents. */
  totalCents: z.number().int(),
  totalLabel: z.string(),
  productName: z.string().nullable(),
  subscriptionNumber: z.string().nullable(),
  /** d.M.yyyy, paid invoices only. */
  paidOnLabel: z.string().nullable(),
  /** The due date has been moved once. */
  postponed: z.boolean(),
  canPostpone: z.boolean(),
});
export type InvoiceListItem = z.infer<typeof invoiceListItemSchema>;

export const invoiceListSchema = z
  .object({
    unpaid: z.array(invoiceListItemSchema),
    paid: z.array(invoiceListItemSchema),
    /** d.M.yyyy: the list covers invoices from this date on (spec §9: one year). */
    historyStartLabel: z.string(),
  })
  .meta({ id: 'InvoiceList' });
export type InvoiceList = z.infer<typeof invoiceListSchema>;

const postponeOptionSchema = z.object({
  weeks: z.union([z.literal(2), z.literal(4)]),
  dueDate: z.string(),
  label: z.string(),
});

export const invoiceDetailsSchema = z
  .object({
    invoiceNumber: z.string(),
    statusLabel: z.string().nullable(),
    badge: statusBadgeSchema,
    paid: z.boolean(),
    paidOnLabel: z.string().nullable(),
    invoiceDateLabel: z.string(),
    dueDate: z.string(),
    dueDateLabel: z.string(),
    /** d.M.yyyy of the due date before it was moved; null when never moved. */
    originalDueDateLabel: z.string().nullable(),
    cancellationDateLabel: z.string().nullable(),
    productName: z.string().nullable(),
    subscriptionNumber: z.string().nullable(),
    subscriptionKindLabel: z.string().nullable(),
    /** '1.11.2026–30.11.2026' */
    invoicingPeriodLabel: z.string().nullable(),
    /** 'Sähköpostilasku'; a payment method code '08' reads 'Hetilasku'. */
    paymentMethodLabel: z.string(),
    amountLabel: z.string(),
    reminderFeeLabel: z.string(),
    paperInvoiceFeeLabel: z.string(),
    totalCents: z.number().int(),
    totalLabel: z.string(),
    /** 'FI21 1234 5600 0007 85' */
    iban: z.string(),
    /** '50000 0042' in the printed grouping */
    referenceNumber: z.string(),
    /** The 54-digit virtual bar code; null for a paid invoice or one that cannot be encoded. */
    virtualBarcode: z.string().nullable(),
    pdf: z.object({
      available: z.boolean(),
      /** d.M.yyyy klo H.mm, while not yet available. */
      availableFromLabel: z.string().nullable(),
    }),
    postpone: z.object({
      allowed: z.boolean(),
      errorKey: z.string().nullable(),
      reason: z.string().nullable(),
      options: z.array(postponeOptionSchema),
    }),
  })
  .meta({ id: 'InvoiceDetails' });
export type InvoiceDetails = z.infer<typeof invoiceDetailsSchema>;

export const postponeResultSchema = z
  .object({
    invoiceNumber: z.string(),
    weeks: z.union([z.literal(2), z.literal(4)]),
    dueDate: z.string(),
    dueDateLabel: z.string(),
    originalDueDateLabel: z.string(),
  })
  .meta({ id: 'PostponeResult' });
export type PostponeResult = z.infer<typeof postponeResultSchema>;

export const invoiceNumberParamSchema = z.strictObject({
  invoiceNumber: z.string().regex(/^\d{1,20}$/, 'Laskunumerossa voi olla vain numeroita.'),
});
