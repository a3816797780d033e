import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

/**
 * Username change requests (issue 14, docs/decisions/0026-username-and-password-changes.md).
 * The username changes only when the link e-mailed to the new address is opened and confirmed.
 * Only the token's SHA-256 is stored; a request works once, until expires_at, and a newer
 * request of the same account supersedes the older open ones.
 */
export const usernameChanges = pgTable(
  'username_changes',
  {
    /** SHA-256 (hex) of the e-mailed token. */
    id: text('id').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** The username when the change was asked for; it gets the notice after the change. */
    oldUsername: text('old_username').notNull(),
    /** Lower-case, like accounts.username. */
    newUsername: text('new_username').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when the link was confirmed and the username changed. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** Set when a newer request of the account, or another confirmed one, replaced this one. */
    supersededAt: timestamp('superseded_at', { withTimezone: true }),
  },
  (t) => [index().on(t.accountId, t.createdAt)],
);
