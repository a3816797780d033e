import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AuthContext } from '../../app-context';
import type { Db } from '../../db/client';
import { accountCustomers } from '../../db/schema/accounts';
import { addresses, companies, customers } from '../../db/schema/customers';
import { primaryAddressOf } from '../../customers/primary-address';

// Whose data /customer/info is: the customer the session acts for. A b2c session may hold
// several customers (linking adds the customers whose subscriptions were linked); the account's
// own is the one linked first. A b2b session holds the company its admin acts for.

/** The session's own customer's id, or undefined when the account holds none. */
export async function ownCustomerId(db: Db, auth: AuthContext): Promise<string | undefined> {
  if (auth.customerIds.length === 0) return undefined;
  const [row] = await db
    .select({ customerId: accountCustomers.customerId })
    .from(accountCustomers)
    .where(
      and(
        eq(accountCustomers.accountId, auth.accountId),
        inArray(accountCustomers.customerId, auth.customerIds),
      ),
    )
    .orderBy(asc(accountCustomers.linkedAt), asc(accountCustomers.customerId))
    .limit(1);
  return row?.customerId;
}

/** Locks the customer's row until the transaction ends, so that two changes take turns. */
export async function lockCustomer(tx: Db, customerId: string): Promise<void> {
  await tx
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.id, customerId))
    .for('update');
}

/** The customer with the primary address and, for an organisation, its company details. */
export async function readCustomer(db: Db, customerId: string) {
  const [row] = await db
    .select({ customer: customers, address: addresses, company: companies })
    .from(customers)
    .leftJoin(addresses, primaryAddressOf(customers.id))
    .leftJoin(companies, eq(companies.customerId, customers.id))
    .where(eq(customers.id, customerId))
    .limit(1);
  if (!row) throw new Error(`Missing customer ${customerId}`);
  return row;
}
export type OwnCustomer = Awaited<ReturnType<typeof readCustomer>>;
