import { date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { subscriptions } from './subscriptions';

/** Delivery suspensions of paper subscriptions (spec §3 Suspension). */
export const suspensions = pgTable(
  'suspensions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    /** KEEP or SUSPEND: whether the digital part stays readable during the suspension. */
    digitalPart: text('digital_part').notNull(),
    creditedDays: integer('credited_days').notNull(),
    /** The price breakdown shown before confirming (spec §3): deductible and digital day price. */
    deductibleDays: integer('deductible_days').notNull().default(7),
    digiPricePerDayCents: integer('digi_price_per_day_cents').notNull().default(0),
    totalCreditedCents: integer('total_credited_cents').notNull(),
    /** Days the subscription period was extended by (spec §9: 20 days -> 13), undone on removal. */
    extensionDays: integer('extension_days').notNull().default(0),
    channel: text('channel').notNull().default('WEB'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [index().on(t.subscriptionId)],
);

/** Temporary and permanent address changes (spec §3 Address change). */
export const addressChanges = pgTable(
  'address_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    /** TEMPORARY_ADDRESS_CHANGE or PERMANENT_ADDRESS_CHANGE. */
    changeType: text('change_type').notNull(),
    /** PAYER or SUBSCRIBER. */
    role: text('role').notNull().default('SUBSCRIBER'),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    nameForAddress: text('name_for_address'),
    streetAddress: text('street_address').notNull(),
    zipCode: text('zip_code').notNull(),
    postOffice: text('post_office').notNull(),
    countryCode: text('country_code').notNull().default('FI'),
    /**
     * CONFIRMED: the address was found in the address database; CUSTOMER_SERVICE: entered by
     * hand after invalid-address, checked by customer service in 1-3 working days.
     */
    processing: text('processing').notNull().default('CONFIRMED'),
    channel: text('channel').notNull().default('WEB'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [index().on(t.subscriptionId)],
);
