import { z } from 'zod';

// Invoice enumerations of spec §3, spelled as the billing system sends them.

export const invoiceKindSchema = z.enum([
  'INVOICED',
  'INVOICED_DIRECT',
  'FIRST_REMINDER',
  'SECOND_REMINDER',
  'UNKNOWN',
  'CANCELLED_AS_UNPAID',
  'CREDIT_NOTE',
  'NOT_FOUND',
]);
export type InvoiceKind = z.infer<typeof invoiceKindSchema>;

export const paymentStateSchema = z.enum([
  'PAID',
  'UNPAID',
  'OVERDUE',
  'UNKNOWN',
  'REFUNDED',
  'CREDITED',
  'PENDING',
  'INVOICED',
]);
export type PaymentState = z.infer<typeof paymentStateSchema>;

export const paymentMethodSchema = z.enum([
  'PAPER_INVOICE',
  'DIRECT_DEBIT',
  'EMAIL_INVOICE',
  'E_INVOICE',
  'PAPER_INVOICE_WITH_CHARGE',
  'DIRECT_PAY',
  'CREDIT_CARD',
  'CARD',
  'NET_INVOICE',
  'E_INVOICE_B2B',
]);
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

export const invoicingMethodSchema = z.enum([
  'LETTER',
  'CREDIT',
  'EMAIL',
  'E_MANDATE',
  'E_INVOICE_B2B',
]);
export type InvoicingMethod = z.infer<typeof invoicingMethodSchema>;
