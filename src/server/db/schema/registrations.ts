import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Registrations waiting for their e-mail confirmation (issue 15 item 3, decision 0034). No
 * account exists until the link e-mailed to the address is confirmed; then the account, its
 * private customer and the address are made from this row, and the row keeps only what answers
 * a second press of the link. Only the token's SHA-256 is stored; a newer registration of the
 * same address supersedes the older open ones. The daily purge deletes rows a week after they
 * expired.
 */
export const registrations = pgTable(
  'registrations',
  {
    /** SHA-256 (hex) of the e-mailed token. */
    id: text('id').primaryKey(),
    /** Lower-case, like accounts.username. */
    email: text('email').notNull(),
    /** scrypt hash of the chosen password; emptied when confirmed. */
    passwordHash: text('password_hash'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    streetAddress: text('street_address'),
    zipCode: text('zip_code'),
    postOffice: text('post_office'),
    /** A path of this site (safeReturnPath) to continue to after the confirmation. */
    returnPath: text('return_path').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when the link was confirmed and the account made. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** Set when a newer registration of the same address replaced this one. */
    supersededAt: timestamp('superseded_at', { withTimezone: true }),
  },
  (t) => [index().on(t.email, t.createdAt), index().on(t.expiresAt)],
);
