import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { CompanyOrderResult } from '../../../domain/company-order/order-views';
import { customers } from './customers';
import { subscriptions } from './subscriptions';

/**
 * Company orders placed through /tilaa/yritykselle/{slug} (decision 0038). One row per order;
 * the unique (account, idempotency key) makes a double click or a retry of the same wizard the
 * same order: the second request finds the row and answers the first order's result.
 */
export const companyOrders = pgTable(
  'company_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The ordering account (no foreign key: the order outlives a deleted account). */
    accountId: uuid('account_id').notNull(),
    /** The wizard's UUID for this order. */
    idempotencyKey: text('idempotency_key').notNull(),
    slug: text('slug').notNull(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    /** Digital reading rights: how many readers (null for print). */
    readers: integer('readers'),
    /** Print: how many copies of each issue (null for digital rights; decision 0040). */
    copies: integer('copies'),
    netCents: integer('net_cents').notNull(),
    vatCents: integer('vat_cents').notNull(),
    /** The order joined a company that existed (same Y-tunnus, matching invoicing data). */
    existingCompany: boolean('existing_company').notNull(),
    /** The answer the order gave, repeated to a retry with the same key. */
    result: jsonb('result').$type<CompanyOrderResult>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('company_orders_account_key').on(t.accountId, t.idempotencyKey),
    index().on(t.customerId),
  ],
);
