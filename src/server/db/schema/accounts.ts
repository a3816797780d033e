import { boolean, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { customers } from './customers';

/** A login. Customers are linked to it through account_customers. */
export const accounts = pgTable('accounts', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** The e-mail address used to log in, stored lower-case. */
  username: text('username').notNull().unique(),
  /** scrypt hash in the form scrypt$N$r$p$salt$hash (src/server/auth/password.ts). */
  passwordHash: text('password_hash').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
});

/**
 * Which customers an account may act for, and in which role: OWNER (a private customer's own
 * data), COMPANY_ADMIN (may log in with intent b2b), COMPANY_USER (plain user of a company).
 */
export const accountCustomers = pgTable(
  'account_customers',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    linkedAt: timestamp('linked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.customerId] }), index().on(t.customerId)],
);

/** Server-side sessions; the cookie carries a random token whose SHA-256 is the id. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    intent: text('intent').notNull(),
    remember: boolean('remember').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    strongIdentifiedAt: timestamp('strong_identified_at', { withTimezone: true }),
    /** A b2b session's chosen company (decision 0039); null in a b2c session. */
    activeCustomerId: uuid('active_customer_id').references(() => customers.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [index().on(t.accountId)],
);

/** Failed logins, for rate limiting by username and by client address. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key').notNull(),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull(),
  },
  (t) => [index().on(t.key, t.attemptedAt)],
);

/**
 * Devices (browsers) that logged in to the account before (issue 30 item 24): the cookie carries
 * a random token whose SHA-256 is the id. A known device's logins are not held up by what others
 * failed from its address or for its username (src/server/auth/known-device.ts).
 */
export const knownDevices = pgTable(
  'known_devices',
  {
    id: text('id').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }).notNull(),
  },
  (t) => [index().on(t.accountId)],
);
