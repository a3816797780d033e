import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

/**
 * Authorisations of external assistant clients (issue 17 item 4, decision 0043). A grant is the
 * customer's approval of one client for some scopes; it lasts until the customer removes it on
 * /tili (or a code of it is used twice). Codes and tokens hang on the grant: removing the grant
 * removes them. Everything goes with the account (cascade), so the account purge needs nothing
 * more.
 */
export const oauthGrants = pgTable(
  'oauth_grants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** The client's id in OAUTH_CLIENTS. */
    clientId: text('client_id').notNull(),
    scopes: text('scopes').array().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index().on(t.accountId, t.createdAt)],
);

/** Authorisation codes: single use, 60 seconds. Only the code's SHA-256 is stored. */
export const oauthCodes = pgTable(
  'oauth_codes',
  {
    /** SHA-256 (hex) of the code. */
    id: text('id').primaryKey(),
    grantId: uuid('grant_id')
      .notNull()
      .references(() => oauthGrants.id, { onDelete: 'cascade' }),
    redirectUri: text('redirect_uri').notNull(),
    /** RFC 7636 S256 challenge (base64url). */
    codeChallenge: text('code_challenge').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when the code was exchanged; a second exchange removes the grant. */
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index().on(t.grantId), index().on(t.expiresAt)],
);

/** Bearer access tokens: 15 minutes, limited to the grant's scopes. Only the SHA-256 is stored. */
export const oauthTokens = pgTable(
  'oauth_tokens',
  {
    /** SHA-256 (hex) of the token. */
    id: text('id').primaryKey(),
    grantId: uuid('grant_id')
      .notNull()
      .references(() => oauthGrants.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index().on(t.grantId), index().on(t.expiresAt)],
);
