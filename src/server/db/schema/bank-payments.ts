import { date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { invoices } from './payments';

/**
 * Payments from the bank's account statement, registered by the staff import (CSV matched by
 * reference number). The archive id (arkistointitunnus) is unique per bank payment, so importing
 * the same file twice registers nothing twice.
 */
export const bankPayments = pgTable(
  'bank_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    archiveId: text('archive_id').notNull().unique(),
    /** Without spaces, RF references upper case. */
    referenceNumber: text('reference_number').notNull(),
    amountCents: integer('amount_cents').notNull(),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    payerName: text('payer_name'),
    /** The invoice the reference matched; null when none did (left for customer service). */
    invoiceId: uuid('invoice_id').references(() => invoices.id),
    /** PAID (the invoice became paid), PARTIAL, ALREADY_PAID or UNMATCHED. */
    outcome: text('outcome').notNull(),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull(),
  },
  (t) => [index().on(t.referenceNumber), index().on(t.invoiceId)],
);
