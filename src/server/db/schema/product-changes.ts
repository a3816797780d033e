import { date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { products } from './products';
import { subscriptions } from './subscriptions';

/**
 * Product upgrades and downgrades asked for in the portal (spec §4). Customer service carries
 * them out (1–3 working days) and marks them DONE; until then the subscription shows the
 * order-change-in-progress marker and accepts no further changes.
 */
export const productChangeRequests = pgTable(
  'product_change_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    fromProductId: uuid('from_product_id')
      .notNull()
      .references(() => products.id),
    toProductId: uuid('to_product_id')
      .notNull()
      .references(() => products.id),
    /** NOW or PERIOD_END. */
    startOption: text('start_option').notNull(),
    /** The first day of the new product; null while customer service sets it (upgrades). */
    effectiveDate: date('effective_date', { mode: 'string' }),
    /** PENDING, DONE or CANCELLED. */
    status: text('status').notNull().default('PENDING'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    channel: text('channel').notNull().default('WEB'),
  },
  (t) => [index().on(t.subscriptionId)],
);
