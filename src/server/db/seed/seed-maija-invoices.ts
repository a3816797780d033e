import { addDays, addMonths } from '~/domain/shared/dates';
import type { Db } from '../client';
import { atNoon } from './seed-helpers';
import { ensureInvoice, openInvoice } from './seed-invoice';
import type { MaijaEndedRefs } from './seed-maija-ended';
import type { MaijaInvoicedRefs } from './seed-maija-invoiced';

/**
 * Maija's four invoices: open (due in 10 days), paid last month, a first reminder that blocks
 * cancelling 2000002, and one paid 14 months ago that falls outside the one-year history.
 */
export async function seedMaijaInvoices(
  db: Db,
  today: string,
  customerId: string,
  refs: MaijaInvoicedRefs & MaijaEndedRefs,
): Promise<void> {
  const oldDue = addMonths(today, -14);
  await ensureInvoice(db, {
    invoiceNumber: '50000001',
    customerId,
    subscriptionId: refs.oldNewspaperId,
    kind: 'INVOICED',
    paymentState: 'PAID',
    paymentMethod: 'EMAIL_INVOICE',
    invoiceDate: addDays(oldDue, -14),
    dueDate: oldDue,
    periodStartDate: refs.oldPeriodStart,
    periodEndDate: refs.oldPeriodEnd,
    amountCents: 1890,
    paidAt: atNoon(addDays(oldDue, -2)),
  });

  // The previous month of the digital newspaper, invoiced a month ago and paid on time.
  const lastMonth = addMonths(today, -1);
  const lastMonthDue = addDays(lastMonth, 14);
  await ensureInvoice(db, {
    invoiceNumber: '50000002',
    customerId,
    subscriptionId: refs.digiId,
    kind: 'INVOICED',
    paymentState: 'PAID',
    paymentMethod: 'EMAIL_INVOICE',
    invoiceDate: lastMonth,
    dueDate: lastMonthDue,
    periodStartDate: addMonths(refs.digiPeriodStart, -1),
    periodEndDate: addDays(refs.digiPeriodStart, -1),
    amountCents: 1990,
    paidAt: atNoon(addDays(lastMonthDue, -3)),
  });

  // The magazine term's invoice went unpaid; this reminder replaced it and is overdue too.
  await ensureInvoice(db, {
    invoiceNumber: '50000003',
    customerId,
    subscriptionId: refs.magazineId,
    kind: 'FIRST_REMINDER',
    paymentState: 'OVERDUE',
    paymentMethod: 'EMAIL_INVOICE',
    invoiceDate: addDays(today, -20),
    dueDate: addDays(today, -6),
    periodStartDate: refs.magazineStart,
    periodEndDate: refs.magazineEnd,
    amountCents: 4950,
    reminderFeeCents: 500,
  });

  // The current period of the cancelled digital newspaper is still to be paid.
  await ensureInvoice(db, {
    ...openInvoice(today, {
      periodStartDate: refs.digiPeriodStart,
      periodEndDate: refs.digiPeriodEnd,
      priceCents: 1990,
    }),
    invoiceNumber: '50000004',
    customerId,
    subscriptionId: refs.digiId,
  });
}
