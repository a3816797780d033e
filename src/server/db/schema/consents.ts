import { index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { customers } from './customers';

/**
 * The current value of each consent choice (spec §3 Consents, decision 0028). kind:
 * MARKETING_PERMISSION, MARKETING_CUSTOMER, ACCOUNT_TARGETING, PROFILING,
 * POPULATION_REGISTER_ADDRESS, NEWSLETTER; channel: EMAIL, SMS or ANY; brand: a product family id,
 * a newsletter id, or '' for none. A missing row reads EMPTY. `change_channel` is where the value
 * was last changed (WEB, IVR, CS_PHONE, …; rows from before it was kept: UNKNOWN).
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
    changeChannel: text('change_channel').notNull().default('UNKNOWN'),
  },
  (t) => [unique().on(t.customerId, t.kind, t.channel, t.brand)],
);

/** Every stored change of a consent, oldest first: the value before and after, when and where. */
export const consentChanges = pgTable(
  'consent_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** The account that made it in the portal; null for other channels or a deleted account. */
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    channel: text('channel').notNull(),
    brand: text('brand').notNull(),
    fromValue: text('from_value').notNull(),
    toValue: text('to_value').notNull(),
    changeChannel: text('change_channel').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('consent_changes_customer_idx').on(t.customerId, t.changedAt)],
);
