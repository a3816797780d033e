import { pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { customers } from './customers';

/**
 * One row per consent choice (spec §3 Consents). kind: MARKETING_PERMISSION,
 * MARKETING_CUSTOMER, ACCOUNT_TARGETING, PROFILING, POPULATION_REGISTER_ADDRESS;
 * channel: EMAIL, SMS or ANY; brand: a product family id, or '' for all brands.
 */
export const consents = pgTable(
  'consents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    channel: text('channel').notNull(),
    brand: text('brand').notNull().default(''),
    value: text('value').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique().on(t.customerId, t.kind, t.channel, t.brand)],
);
