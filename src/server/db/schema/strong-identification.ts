import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sessions } from './accounts';

/**
 * One strong identification round trip of a session (spec §6): the OpenID Connect state, nonce
 * and PKCE verifier kept until the provider sends the browser back, then its outcome. A success
 * stamps sessions.strong_identified_at; the row stays for the audit trail until the session goes.
 */
export const strongIdentifications = pgTable(
  'strong_identifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The OAuth state sent to the provider; random, so it also finds the row on return. */
    state: text('state').notNull().unique(),
    sessionId: text('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    /** 'test-bank' (built in) or 'oidc' (configured provider). */
    provider: text('provider').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    nonce: text('nonce').notNull(),
    /** The page of this site the customer returns to (a path, checked by safeReturnPath). */
    returnTo: text('return_to').notNull(),
    /** PENDING, IDENTIFIED, CANCELLED or FAILED. */
    status: text('status').notNull().default('PENDING'),
    /** The provider's subject identifier of the identified person (not a personal id code). */
    subject: text('subject'),
    /** Why it failed, for support: the provider's error code, never shown to the customer. */
    failure: text('failure'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [index().on(t.sessionId)],
);

/**
 * Authorization codes of the built-in test bank (src/server/strong-identification/test-bank):
 * what a broker keeps between its login page and its token endpoint. Only the code's hash is kept.
 */
export const testBankAuthorizations = pgTable('test_bank_authorizations', {
  codeHash: text('code_hash').primaryKey(),
  clientId: text('client_id').notNull(),
  redirectUri: text('redirect_uri').notNull(),
  codeChallenge: text('code_challenge').notNull(),
  nonce: text('nonce').notNull(),
  bank: text('bank').notNull(),
  subject: text('subject').notNull(),
  name: text('name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

export type StrongIdentificationRow = typeof strongIdentifications.$inferSelect;
