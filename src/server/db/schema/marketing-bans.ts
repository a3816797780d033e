import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { customers } from './customers';

/**
 * A customer's ban on all marketing (decision 0028): while the row exists no marketing consent
 * can be set to OptIn; only the customer's explicit removal deletes it.
 */
export const marketingBans = pgTable('marketing_bans', {
  customerId: uuid('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'set null' }),
  changeChannel: text('change_channel').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
