import { and, eq, inArray, or } from 'drizzle-orm';
import type { AuthContext } from '../../app-context';
import type { Db } from '../../db/client';
import { accountCustomers, sessions } from '../../db/schema/accounts';
import { customers } from '../../db/schema/customers';
import { invoices } from '../../db/schema/payments';
import { subscriptions } from '../../db/schema/subscriptions';
import type { DataScope } from './export-sources';

/**
 * Whose data the download and the change history cover: the logged-in account and the
 * customers it is the OWNER of, whatever the session's intent. A company's own records are the
 * company's, not the person's, so a company admin's download holds the admin link, not them.
 */
export async function ownedCustomersOf(
  db: Db,
  accountId: string,
): Promise<{ id: string; number: string }[]> {
  return db
    .select({ id: customers.id, number: customers.customerNumber })
    .from(accountCustomers)
    .innerJoin(customers, eq(customers.id, accountCustomers.customerId))
    .where(and(eq(accountCustomers.accountId, accountId), eq(accountCustomers.role, 'OWNER')));
}

/** The download's scope: the owned customers and the ids of their subscriptions and invoices. */
export async function dataScopeOf(db: Db, auth: AuthContext): Promise<DataScope> {
  const owned = await ownedCustomersOf(db, auth.accountId);
  const customerIds = owned.map((c) => c.id);
  // One after another: `db` is the download's transaction, one connection, which runs one
  // statement at a time (pg queues the rest, and its next major version refuses them).
  const subs = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      or(
        inArray(subscriptions.customerId, customerIds),
        inArray(subscriptions.payerCustomerId, customerIds),
      ),
    );
  const bills = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(inArray(invoices.customerId, customerIds));
  const own = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(eq(sessions.accountId, auth.accountId));
  return {
    accountId: auth.accountId,
    username: auth.username,
    customerIds,
    customerNumbers: owned.map((c) => c.number),
    subscriptionIds: subs.map((s) => s.id),
    invoiceIds: bills.map((i) => i.id),
    sessionIds: own.map((s) => s.id),
  };
}
