import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { customers } from './customers';

/** Payment cards stored at the card provider; we keep only a token and display data. */
export const paymentCards = pgTable(
  'payment_cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expiryMonth: integer('expiry_month').notNull(),
    expiryYear: integer('expiry_year').notNull(),
    providerToken: text('provider_token').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index().on(t.customerId)],
);

/** Invoices and reminders (spec §3 Invoice). Amounts in integer cents. */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invoiceNumber: text('invoice_number').notNull().unique(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    subscriptionId: uuid('subscription_id'),
    kind: text('kind').notNull(),
    paymentState: text('payment_state').notNull(),
    paymentMethod: text('payment_method').notNull(),
    /** '08' marks a hetilasku (instant invoice). */
    paymentMethodCode: text('payment_method_code'),
    invoiceDate: date('invoice_date', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    /** Set when the due date has been postponed (allowed once). */
    originalDueDate: date('original_due_date', { mode: 'string' }),
    cancellationDate: date('cancellation_date', { mode: 'string' }),
    periodStartDate: date('period_start_date', { mode: 'string' }),
    periodEndDate: date('period_end_date', { mode: 'string' }),
    amountCents: integer('amount_cents').notNull(),
    reminderFeeCents: integer('reminder_fee_cents').notNull().default(0),
    paperInvoiceFeeCents: integer('paper_invoice_fee_cents').notNull().default(0),
    referenceNumber: text('reference_number').notNull(),
    iban: text('iban').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** When the billing system created the invoice; its PDF exists 24 h later (spec §4). */
    createdAt: timestamp('created_at', { withTimezone: true }),
  },
  (t) => [
    index().on(t.customerId),
    index().on(t.subscriptionId),
    // The card charge job's candidates (cards/card-charges.ts: its CHARGEABLE_STATES and
    // CARD_METHODS), read in id order: a few per ten thousand invoices of a publisher's set.
    // The highest all-digit invoice number, read for every new one (billing/next-invoice-number.ts).
    index('invoices_numeric_number_index')
      .on(sql`(${t.invoiceNumber}::bigint)`)
      .where(sql`${t.invoiceNumber} ~ '^[0-9]{1,15}$'`),
    index('invoices_open_card_index')
      .on(t.id)
      .where(
        sql`${t.paymentState} in ('UNPAID', 'OVERDUE') and ${t.paymentMethod} in ('CREDIT_CARD', 'CARD')`,
      ),
  ],
);
