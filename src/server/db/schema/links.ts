import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { customers } from './customers';

/**
 * One-time links e-mailed to a customer's own address when someone logged in with another
 * e-mail address asks to link the customer (errorKey email-mismatch). Only the token's
 * SHA-256 is stored; the link works once, within 24 hours, for whoever is logged in when it
 * is opened: holding the customer's mailbox is the proof.
 */
export const linkConfirmations = pgTable(
  'link_confirmations',
  {
    id: text('id').primaryKey(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** The account that asked; kept for the audit trail. */
    requestedByAccountId: uuid('requested_by_account_id').references(() => accounts.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index().on(t.customerId, t.createdAt)],
);
