import {
  bigserial,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { subscriptions } from './subscriptions';

/**
 * One row per cancelled subscription or add-on (issue 6): the survey's reason and free text
 * reach the business through the staff export. Unique per subscription, so a double confirm
 * can never store two.
 */
export const cancellations = pgTable(
  'cancellations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    subscriptionNumber: text('subscription_number').notNull(),
    /** The main subscription's number when an add-on was cancelled on its own. */
    mainSubscriptionNumber: text('main_subscription_number'),
    /** MAIN or ADD_ON. */
    kind: text('kind').notNull(),
    productCode: text('product_code').notNull(),
    productName: text('product_name').notNull(),
    familyId: text('family_id').notNull(),
    /** One of the eleven survey reasons (spec §3), or null when not answered. */
    reason: text('reason'),
    reasonText: text('reason_text'),
    /** The last day the subscription runs. */
    endDate: date('end_date', { mode: 'string' }).notNull(),
    /** WEB (logged in) or WEB_ANONYMOUS. */
    channel: text('channel').notNull(),
    accountId: uuid('account_id'),
    customerId: uuid('customer_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex().on(t.subscriptionId), index().on(t.createdAt)],
);

/**
 * What happened to the retention offers of a subscription: VIEWED, DECLINED or ACCEPTED. An
 * offer is shown until the customer has answered (declined or accepted), once per subscription.
 */
export const retentionOfferEvents = pgTable(
  'retention_offer_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    /** The offer's id in src/domain/cancellation/retention-offers.ts; null for DECLINED. */
    offerId: text('offer_id'),
    event: text('event').notNull(),
    accountId: uuid('account_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.subscriptionId)],
);

/**
 * A retention discount accepted in the portal: the price of the next `periods` billing periods,
 * from `validFrom` (the next period's first day). Billing reads it when it invoices them.
 */
export const retentionDiscounts = pgTable(
  'retention_discounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    offerId: text('offer_id').notNull(),
    normalPriceCents: integer('normal_price_cents').notNull(),
    discountedPriceCents: integer('discounted_price_cents').notNull(),
    periods: integer('periods').notNull(),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex().on(t.subscriptionId, t.offerId)],
);

/**
 * +Kaikki cancellation notices (spec §1, §4): customer service processes them in 1–3 days and
 * sets processed_at. receipt_no numbers the receipt the customer gets.
 */
export const kaikkiCancellationNotices = pgTable('kaikki_cancellation_notices', {
  id: uuid('id').primaryKey().defaultRandom(),
  receiptNo: bigserial('receipt_no', { mode: 'number' }).notNull().unique(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  email: text('email').notNull(),
  customerNumber: text('customer_number'),
  /** END_OF_PERIOD, IN_30_DAYS or IN_14_DAYS. */
  endOption: text('end_option').notNull(),
  reason: text('reason'),
  reasonText: text('reason_text'),
  /** RECEIVED until customer service has handled it, then PROCESSED. */
  status: text('status').notNull().default('RECEIVED'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  processedAt: timestamp('processed_at', { withTimezone: true }),
});
