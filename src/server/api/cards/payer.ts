import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers } from '../../db/schema/customers';

/** The customer type of the session's (first) customer: it decides the paper invoice fee. */
export async function payerType(db: Db, customerIds: string[]): Promise<string> {
  const [row] = await db
    .select({ customerType: customers.customerType })
    .from(customers)
    .where(inArray(customers.id, customerIds))
    .limit(1);
  return row?.customerType ?? 'PERSON';
}
