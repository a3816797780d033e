import { date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { paymentCards } from './payments';
import { subscriptions } from './subscriptions';

/**
 * Payment method changes asked for in the portal (spec §4: effective when the billing period
 * changes). PENDING until the billing system applies it on effective_date (APPLIED); a newer
 * change of the same subscription replaces a pending one (CANCELLED).
 */
export const paymentMethodChanges = pgTable(
  'payment_method_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id').notNull(),
    fromMethod: text('from_method').notNull(),
    toMethod: text('to_method').notNull(),
    /** The card to charge when toMethod is a card method. */
    paymentCardId: uuid('payment_card_id').references(() => paymentCards.id),
    /** The paper invoice fee per invoice agreed with the change (feature flag at the time). */
    feeCents: integer('fee_cents').notNull().default(0),
    /** The first day of the next billing period. */
    effectiveDate: date('effective_date', { mode: 'string' }).notNull(),
    /** PENDING, APPLIED or CANCELLED. */
    status: text('status').notNull().default('PENDING'),
    channel: text('channel').notNull().default('WEB'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** When the period change applied it to the subscription (src/server/billing). */
    appliedAt: timestamp('applied_at', { withTimezone: true }),
  },
  (t) => [index().on(t.subscriptionId)],
);

/** Billing period changes (modal vaihda-laskutusvalia), effective at the next period. */
export const billingPeriodChanges = pgTable(
  'billing_period_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id').notNull(),
    fromPeriodUnit: text('from_period_unit').notNull(),
    fromPeriodLength: integer('from_period_length').notNull(),
    toPeriodUnit: text('to_period_unit').notNull(),
    toPeriodLength: integer('to_period_length').notNull(),
    /** The price of the new period as offered when the customer chose it. */
    toPriceCents: integer('to_price_cents').notNull(),
    effectiveDate: date('effective_date', { mode: 'string' }).notNull(),
    /** PENDING, APPLIED or CANCELLED. */
    status: text('status').notNull().default('PENDING'),
    channel: text('channel').notNull().default('WEB'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** When the period change applied it to the subscription (src/server/billing). */
    appliedAt: timestamp('applied_at', { withTimezone: true }),
  },
  (t) => [index().on(t.subscriptionId)],
);
