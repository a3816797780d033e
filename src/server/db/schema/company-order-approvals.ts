import {
  date,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { CompanyOrderInput } from '../../../domain/company-order/order-input';
import type {
  ApprovalState,
  CompanyOrderWaiting,
} from '../../../domain/company-order/order-approval';
import { accounts } from './accounts';
import { customers } from './customers';

/**
 * Company orders waiting for the company's admin (issue 30 item 17, decision 0038): an order for
 * a company that is already a customer, from a login that is not its admin. Nothing is billed
 * until an admin accepts; then the order is placed as the orderer's (company_orders gets the
 * same account and idempotency key). Refused, expired (after last_day) and withdrawn (the
 * orderer's account deleted) rows stay as the record of what was asked.
 */
export const companyOrderApprovals = pgTable(
  'company_order_approvals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The ordering account; its purge removes its requests. */
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** The wizard's UUID for this order, as in company_orders. */
    idempotencyKey: text('idempotency_key').notNull(),
    /** The existing company customer the order names. */
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** The validated order, placed as it stands when accepted. */
    input: jsonb('input').$type<CompanyOrderInput>().notNull(),
    /** The answer the order gave (202), repeated to a retry with the same key. */
    waiting: jsonb('waiting').$type<CompanyOrderWaiting>().notNull(),
    state: text('state').$type<ApprovalState>().notNull(),
    /** yyyy-MM-dd: the last day an admin can accept it. */
    lastDay: date('last_day', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The admin who accepted or refused it. */
    decidedBy: uuid('decided_by').references(() => accounts.id, { onDelete: 'set null' }),
    /** Once accepted: the subscription the order made. */
    subscriptionNumber: text('subscription_number'),
  },
  (t) => [
    uniqueIndex('company_order_approvals_account_key').on(t.accountId, t.idempotencyKey),
    index().on(t.customerId),
    index().on(t.state, t.lastDay),
  ],
);
