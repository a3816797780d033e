import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { subscriptions } from './subscriptions';

/**
 * Company reader-count changes (modals lukijoita, lukijoita-v2; decision 0033). PENDING until the
 * reader-count job applies it (APPLIED): the count changes, a new billing period starts, the new
 * period is invoiced and the unused part of the old one credited. At most one PENDING change per
 * subscription (the partial unique index), so a second one waits until the first is applied.
 */
export const readerCountChanges = pgTable(
  'reader_count_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id').notNull(),
    fromReaders: integer('from_readers').notNull(),
    toReaders: integer('to_readers').notNull(),
    /** The year's price of toReaders as shown when confirming, without VAT and its VAT. */
    netCents: integer('net_cents').notNull(),
    vatCents: integer('vat_cents').notNull(),
    /** PENDING or APPLIED. */
    status: text('status').notNull().default('PENDING'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    /** The invoice of the new period and the credit note of the old one (invoice numbers). */
    invoiceNumber: text('invoice_number'),
    creditNoteNumber: text('credit_note_number'),
  },
  (t) => [
    index().on(t.subscriptionId),
    uniqueIndex('reader_count_changes_one_pending')
      .on(t.subscriptionId)
      .where(sql`${t.status} = 'PENDING'`),
  ],
);
