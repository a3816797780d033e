import { date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { customers } from './customers';
import { invoices, paymentCards } from './payments';
import { subscriptions } from './subscriptions';

/**
 * One visit to the card provider's hosted page (docs/decisions/0017-payment-cards.md): started by
 * the portal, completed once when the customer comes back. The provider's answer is verified
 * against this row, so a result can be used only by the customer who started it, and only once.
 */
export const cardSetups = pgTable(
  'card_setups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    /** The main subscription the new card is to pay, if any (its add-ons follow it). */
    subscriptionId: uuid('subscription_id').references(() => subscriptions.id, {
      onDelete: 'cascade',
    }),
    /** Where the provider sends the customer back: CARDS (the modal) or CHANGE_CARD. */
    returnTo: text('return_to').notNull(),
    /** PENDING, COMPLETED, CANCELLED. */
    status: text('status').notNull().default('PENDING'),
    cardId: uuid('card_id').references(() => paymentCards.id),
    /** The provider's one-time id of the visit (Paytrail's tokenization id): used once only. */
    providerVisit: text('provider_visit').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [index().on(t.customerId)],
);

/**
 * One merchant-initiated charge of a card-billed invoice (src/server/cards/card-charges.ts). The
 * row is written before the provider is asked, and one invoice has one row: a retried or
 * parallel job never charges an invoice twice.
 */
export const cardCharges = pgTable(
  'card_charges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .unique()
      .references(() => invoices.id),
    cardId: uuid('card_id')
      .notNull()
      .references(() => paymentCards.id),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    amountCents: integer('amount_cents').notNull(),
    /**
     * STARTED (asked; no answer yet: reconciled by hand, never asked again), CHARGED, DECLINED,
     * NEEDS_CUSTOMER (the bank wants the cardholder: 3-D Secure).
     */
    status: text('status').notNull(),
    transactionId: text('transaction_id'),
    /** The provider's reason for a refusal (for customer service; never shown as such). */
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [index().on(t.customerId)],
);

/**
 * A card-billed subscription waiting for a card (spec §4): if none is added by the deadline,
 * billing turns into a paper invoice with the fee (src/server/cards/card-deadlines.ts).
 */
export const cardRequests = pgTable(
  'card_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** The last day a card may be added ('yyyy-MM-dd', Helsinki). */
    deadline: date('deadline', { mode: 'string' }).notNull(),
    /**
     * PENDING, FULFILLED (a card was added), EXPIRED (turned into a paper invoice), CANCELLED (the
     * customer chose another payment method before the deadline).
     */
    status: text('status').notNull().default('PENDING'),
    /**
     * The card that cannot pay (it expires before the charge, or a charge to it was refused);
     * null when the subscription had none. Only another card answers the request.
     */
    cardId: uuid('card_id').references(() => paymentCards.id),
    /**
     * Why a card is asked for (CardRequestReason in src/domain/cards/card-rules.ts): NO_CARD,
     * CARD_EXPIRING, CHARGE_DECLINED or CHARGE_NEEDS_CUSTOMER (3-D Secure).
     */
    reason: text('reason').notNull().default('NO_CARD'),
    /** The paper invoicing fee applied at expiry, in cents. */
    paperInvoiceFeeCents: integer('paper_invoice_fee_cents'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [index().on(t.subscriptionId), index().on(t.customerId)],
);
