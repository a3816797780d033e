import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * Confirmed account deletions (spec §4, docs/decisions/0027-account-deletion.md). The login stops
 * working at once; the purge job removes or anonymises the personal data once purge_due_at has
 * come and stamps purged_at. After the purge the row holds no link to the person (account_id
 * null, customer_ids empty): only the times and the anonymous questionnaire answers remain.
 */
export const accountDeletions = pgTable(
  'account_deletions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The deleted login; no foreign key, since the purge removes the account row. */
    accountId: uuid('account_id'),
    /** The private customers (OWNER links) whose personal data the purge removes. */
    customerIds: uuid('customer_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    purgeDueAt: timestamp('purge_due_at', { withTimezone: true }).notNull(),
    purgedAt: timestamp('purged_at', { withTimezone: true }),
    /** The optional questionnaire's answers (reasons, feedback), kept as anonymous feedback. */
    questionnaire: jsonb('questionnaire').$type<{ reasons: string[]; feedback: string }>(),
  },
  (t) => [
    // One open request per account: a double click or a parallel request stores one.
    uniqueIndex('account_deletions_open_account_idx')
      .on(t.accountId)
      .where(sql`${t.purgedAt} is null`),
    index('account_deletions_due_idx')
      .on(t.purgeDueAt)
      .where(sql`${t.purgedAt} is null`),
  ],
);
