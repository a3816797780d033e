import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AuthContext } from '../app-context';
import type { Db } from '../db/client';
import { customers } from '../db/schema/customers';
import { HttpError } from '../http/http-error';

/**
 * The person whose consents the session shows and changes: the private customer the account is
 * linked to (the lowest customer number, should there be several). Consents are a person's: a
 * company login (b2b) or an account with no private customer has none (decision 0028).
 */
export async function consentCustomerId(db: Db, auth: AuthContext): Promise<string> {
  if (auth.intent === 'b2c' && auth.customerIds.length > 0) {
    const [row] = await db
      .select({ id: customers.id })
      .from(customers)
      .where(and(inArray(customers.id, auth.customerIds), eq(customers.customerType, 'PERSON')))
      .orderBy(asc(customers.customerNumber))
      .limit(1);
    if (row) return row.id;
  }
  throw new HttpError(404, 'consents-not-available');
}

/** Locks the customer's row until the transaction ends: two changes of consents take turns. */
export async function lockCustomer(tx: Db, customerId: string): Promise<void> {
  await tx
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.id, customerId))
    .for('update');
}
