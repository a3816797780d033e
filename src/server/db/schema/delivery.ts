import {
  boolean,
  date,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { products } from './products';
import { subscriptions } from './subscriptions';

/**
 * Days that differ from a product's weekly schedule (products.publication_days): no issue on a
 * publication weekday (published = false), or an extra issue (published = true). The national
 * holidays without a newspaper come from the holiday calendar (src/server/calendar).
 */
export const publicationExceptions = pgTable(
  'publication_exceptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    published: boolean('published').notNull(),
    /** Why, in Finnish, for customer service. */
    note: text('note'),
  },
  (t) => [unique().on(t.productId, t.date)],
);

/**
 * The address database behind the address provider interface: known Finnish streets with their
 * zip code and post office (a seeded extract; a real provider would answer the same question).
 */
export const knownStreets = pgTable(
  'known_streets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Lower-case street name without the house number, e.g. 'mannerheimintie'. */
    streetKey: text('street_key').notNull(),
    /** The street name as written, e.g. 'Mannerheimintie'. */
    streetName: text('street_name').notNull(),
    zipCode: text('zip_code').notNull(),
    postOffice: text('post_office').notNull(),
  },
  (t) => [index().on(t.zipCode), unique().on(t.streetKey, t.zipCode)],
);

/** Known delivery troubles by area (zip code) and product family (spec §2 jakelutilanne). */
export const deliveryTroubles = pgTable(
  'delivery_troubles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    zipCode: text('zip_code').notNull(),
    /** Product family id; null = every paper delivered in the area. */
    familyId: text('family_id'),
    /** GENERIC_LATE, CANT_DELIVER, KEY_OR_LOCK_TROUBLE, WEATHER, NO_DELIVERYMAN_IN_DISTRICT, UNKNOWN. */
    reason: text('reason').notNull(),
    /** Publication date the trouble concerns. */
    deliveryDate: date('delivery_date', { mode: 'string' }).notNull(),
    /** Reported by the deliverer (DELIVERY_TROUBLE_REPORTED_BY_DELIVERER) or by the office. */
    reportedByDeliverer: boolean('reported_by_deliverer').notNull().default(false),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [index().on(t.zipCode, t.deliveryDate)],
);

/** Delivery-trouble reports (reclamations) by subscribers, logged in or anonymous. */
export const deliveryReclamations = pgTable(
  'delivery_reclamations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    /** The account that reported; null for an anonymous report. */
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    deliveryDate: date('delivery_date', { mode: 'string' }).notNull(),
    /** One of the ten complaint types of spec §3. */
    complaint: text('complaint').notNull(),
    /** REPLACEMENT_ISSUE, EXTENSION or NO_COMPENSATION. */
    compensation: text('compensation').notNull(),
    /** The reclaim result code of spec §8 that the server decided. */
    result: text('result').notNull(),
    /** Free text for OTHER_REASON and the anonymous reporter's details. */
    details: jsonb('details').$type<Record<string, string>>(),
    channel: text('channel').notNull().default('WEB'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.subscriptionId, t.deliveryDate)],
);

/**
 * Changes to company subscriptions go to customer service as a processing request (spec §6,
 * modal yritystilaus-kasittelypyynto) instead of being made directly.
 */
export const companyChangeRequests = pgTable(
  'company_change_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    /** SUSPENSION, TEMPORARY_ADDRESS_CHANGE, PERMANENT_ADDRESS_CHANGE or OTHER. */
    changeType: text('change_type').notNull(),
    /** What was asked, as the form sent it. */
    request: jsonb('request').$type<Record<string, unknown>>().notNull(),
    /** PENDING or DONE (src/domain/company-requests/request-states.ts, decision 0037). */
    status: text('status').notNull().default('PENDING'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When customer service marked it handled (status DONE). */
    handledAt: timestamp('handled_at', { withTimezone: true }),
    /** The staff member who handled it, as the staff tool names them (one token is shared). */
    handledBy: text('handled_by'),
    /** Customer service's note to the company admin; null when none was written. */
    handledNote: text('handled_note'),
  },
  (t) => [index().on(t.subscriptionId), index().on(t.status, t.createdAt)],
);
