import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { customers } from '../db/schema/customers';

/**
 * New customers made in the portal get a random nine-digit number from 300000000-799999999
 * (decision 0034). Random, not the next in a row: the customer number is half of what
 * identifies a subscription in the anonymous services, so it must not be guessable from one's
 * own. The demo and test ranges (1xxxxxxx, 2xxxxxxxx, 8xxxxxxx) stay apart.
 */
const FIRST = 300_000_000;
const END = 800_000_000;

export async function newCustomerNumber(db: Db): Promise<string> {
  for (;;) {
    const candidate = String(randomInt(FIRST, END));
    const [taken] = await db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.customerNumber, candidate));
    if (!taken) return candidate;
  }
}
