import type { StatusBadge } from '../shared/status-badge';
import { addDays } from '../shared/dates';
import type { InvoiceKind, PaymentState } from './enums';

/** An open invoice is "due soon" from this many days before its due date (issue 34). */
export const DUE_SOON_DAYS = 7;

export interface InvoiceBadgeFacts {
  kind: InvoiceKind;
  paymentState: PaymentState;
  /** yyyy-MM-dd */
  dueDate: string;
}

/**
 * An invoice's badge. Paid is paid (as its label, spec §4); a reminder or a collection case is
 * overdue whatever its own due date, and so is an unpaid invoice from the day after its due date;
 * an open one due within DUE_SOON_DAYS is due soon. A credit note is never overdue. A kind/state
 * pair without a label (spec §4: an error) gets the unknown badge, as its label is the generic
 * message.
 */
export function invoiceBadge(i: InvoiceBadgeFacts, today: string): StatusBadge {
  if (i.paymentState === 'PAID') return 'paid';
  if (
    i.kind === 'FIRST_REMINDER' ||
    i.kind === 'SECOND_REMINDER' ||
    i.kind === 'CANCELLED_AS_UNPAID'
  ) {
    return 'overdue';
  }
  if (i.kind === 'CREDIT_NOTE') return 'open';
  if (i.paymentState !== 'UNPAID' && i.paymentState !== 'INVOICED') return 'unknown';
  if (i.dueDate < today) return 'overdue';
  if (i.dueDate <= addDays(today, DUE_SOON_DAYS)) return 'due-soon';
  return 'open';
}
