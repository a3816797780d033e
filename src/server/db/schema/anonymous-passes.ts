import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { customers } from './customers';
import { subscriptions } from './subscriptions';

/**
 * E-mailed passes past the anonymous forms' address lock (issue 30 item 24, decision 0001):
 * one form, one subscription, for one hour. Only the token's SHA-256 is stored. Rows go with
 * the customer or the subscription.
 */
export const anonymousPasses = pgTable(
  'anonymous_passes',
  {
    /** SHA-256 (hex) of the e-mailed token. */
    id: text('id').primaryKey(),
    /** 'cancel' or 'reclaim' (PassForm). */
    form: text('form').notNull(),
    /** The customer whose number was given, to whose e-mail address the link went. */
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index().on(t.customerId)],
);
