import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { customers } from './customers';

/**
 * Messages from the feedback forms (decision 0036): the company feedback form now (kind
 * COMPANY), the general contact form of spec §3 later (kind CONTACT, with the device). Anyone may
 * send one; a logged-in sender's account and customer are kept, so the message is theirs in
 * their data download and goes with their account's purge.
 */
export const feedbackMessages = pgTable(
  'feedback_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** COMPANY (company feedback form) or CONTACT (the contact form). */
    kind: text('kind').notNull(),
    /** A value of companyFeedbackTopicSchema or feedbackTopicSchema, by kind. */
    topic: text('topic').notNull(),
    product: text('product'),
    message: text('message').notNull(),
    /** The contact form's device (spec §3); null on the company form. */
    device: text('device'),
    /** Where the receipt and the reply go: the address typed or the account's username. */
    contactEmail: text('contact_email').notNull(),
    replyByEmail: boolean('reply_by_email').notNull(),
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    /** RECEIVED until customer service has handled it, then HANDLED. */
    state: text('state').notNull().default('RECEIVED'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('feedback_messages_account_idx').on(t.accountId)],
);
