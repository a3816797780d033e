import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

/**
 * "Forgot password" links (decision 0035). Only the token's SHA-256 is stored; a link works
 * once, until expires_at, and a newer request of the same account supersedes the older open
 * ones. Rows go with the account.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    /** SHA-256 (hex) of the e-mailed token. */
    id: text('id').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when the new password was set with the link. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** Set when a newer request of the account replaced this one. */
    supersededAt: timestamp('superseded_at', { withTimezone: true }),
  },
  (t) => [index().on(t.accountId, t.createdAt)],
);
