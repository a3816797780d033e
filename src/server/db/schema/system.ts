import { sql } from 'drizzle-orm';
import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * Every e-mail the portal sends lands here; SMTP delivery, when configured, is extra
 * (src/server/email/smtp-sender.ts): a sender claims a row for a while (`claimed_until`), so two
 * processes never send it both, and counts its attempts until it is sent or given up.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    bodyText: text('body_text').notNull(),
    kind: text('kind').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** SMTP deliveries tried so far. */
    attempts: integer('attempts').notNull().default(0),
    /** No attempt before this time (back-off after a failure); null: at once. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /** A sender is delivering the row until then; another may take it over afterwards. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    /** The mail server's answer to the last failed attempt. */
    lastError: text('last_error'),
    /** Delivery was given up (too many attempts or too old); the row stays for the record. */
    failedAt: timestamp('failed_at', { withTimezone: true }),
  },
  (t) => [
    index('outbox_undelivered_idx')
      .on(t.createdAt)
      .where(sql`${t.sentAt} is null and ${t.failedAt} is null`),
  ],
);

/** Who changed what and when, for every change a customer makes (DESIGN.md API conventions). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: uuid('account_id'),
    customerId: uuid('customer_id'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    details: jsonb('details'),
    channel: text('channel').notNull().default('WEB'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The change history reads a customer's rows and the account's own (issue 33's plan test).
  (t) => [index().on(t.customerId, t.createdAt), index().on(t.accountId, t.createdAt)],
);
