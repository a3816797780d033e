import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accountCustomers, accounts } from '../../db/schema/accounts';
import { customers } from '../../db/schema/customers';

/**
 * What the account's own password must not be built from (issue 30 item 20): its username and
 * the names and contact e-mail of the customers it holds.
 */
export async function ownWordsOf(db: Db, accountId: string): Promise<string[]> {
  const rows = await db
    .select({
      username: accounts.username,
      firstName: customers.firstName,
      lastName: customers.lastName,
      companyName: customers.companyName,
      contactEmail: customers.contactEmail,
    })
    .from(accounts)
    .leftJoin(accountCustomers, eq(accountCustomers.accountId, accounts.id))
    .leftJoin(customers, eq(customers.id, accountCustomers.customerId))
    .where(eq(accounts.id, accountId));
  return rows.flatMap((r) =>
    [r.username, r.firstName, r.lastName, r.companyName, r.contactEmail].filter((v): v is string =>
      Boolean(v),
    ),
  );
}
