import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { customers } from './customers';
import { products } from './products';
import { paymentCards } from './payments';

/** A subscription (spec §3 Subscription). Add-on modules are subscriptions with a parent. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** 7 or 8 digits. */
    subscriptionNumber: text('subscription_number').notNull().unique(),
    /** The subscriber (receives the product). */
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    /** The payer when not the subscriber (gifts, company-paid). */
    payerCustomerId: uuid('payer_customer_id').references(() => customers.id),
    parentSubscriptionId: uuid('parent_subscription_id').references(
      (): AnyPgColumn => subscriptions.id,
    ),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    status: text('status').notNull(),
    subscriptionType: text('subscription_type').notNull(),
    productFormat: text('product_format').notNull(),
    deliveryType: text('delivery_type'),
    isSample: boolean('is_sample').notNull().default(false),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    periodStartDate: date('period_start_date', { mode: 'string' }).notNull(),
    periodEndDate: date('period_end_date', { mode: 'string' }).notNull(),
    priceCents: integer('price_cents').notNull(),
    priceType: text('price_type').notNull().default('PAID'),
    discountType: text('discount_type').notNull().default('NORMAL'),
    periodUnit: text('period_unit').notNull(),
    periodLength: integer('period_length').notNull(),
    paymentMethod: text('payment_method').notNull(),
    paymentCardId: uuid('payment_card_id').references(() => paymentCards.id),
    isGift: boolean('is_gift').notNull().default(false),
    giftRole: text('gift_role'),
    /** UPCOMING_ADDRESS_CHANGE, ADDRESS_CHANGE, APPLE_IN_APP, GOOGLE_IN_APP. */
    tags: text('tags').array().notNull().default([]),
    orderChangeInProgress: boolean('order_change_in_progress').notNull().default(false),
    /** Company digital subscriptions: how many readers are paid for. */
    readerCount: integer('reader_count'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancellationReason: text('cancellation_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.customerId),
    index().on(t.payerCustomerId),
    index().on(t.parentSubscriptionId),
    // The subscriptions paid with a card (the cards page, a card's removal).
    index().on(t.paymentCardId),
    // The highest 7-digit number, read for every new subscription (next-subscription-number.ts).
    index('subscriptions_seven_digit_number_index')
      .on(t.subscriptionNumber)
      .where(sql`${t.subscriptionNumber} ~ '^[0-9]{7}$'`),
  ],
);

/** Digital reading rights shared from a subscription, and their invitations. */
export const readingRights = pgTable(
  'reading_rights',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    /** INVITED, ACTIVE, CANCELLED (invitation withdrawn), REMOVED (right taken back). */
    status: text('status').notNull(),
    email: text('email').notNull(),
    subscriberName: text('subscriber_name'),
    activationCode: text('activation_code').notNull().unique(),
    inviterAccountId: uuid('inviter_account_id'),
    holderAccountId: uuid('holder_account_id'),
    invitedAt: timestamp('invited_at', { withTimezone: true }).notNull().defaultNow(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
  },
  // By subscription (the sharer's lists), by holder and by e-mail (the rights received, the
  // claim at login).
  (t) => [
    index().on(t.subscriptionId),
    index().on(t.holderAccountId),
    // The inviter's rights (the account purge); an invitation's address in any case (a claim,
    // an invite, my data, the purge all compare lower(email)).
    index().on(t.inviterAccountId),
    index('reading_rights_lower_email_index').on(sql`lower(${t.email})`),
  ],
);
