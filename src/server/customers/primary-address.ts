import { type Column, type SQL, and, eq } from 'drizzle-orm';
import { addresses } from '../db/schema/customers';

/**
 * The customer's primary address: the home and delivery address every view and rule means by
 * "the address" (one per customer, decision 0002). Use it as the join condition, e.g.
 * `.leftJoin(addresses, primaryAddressOf(customers.id))`, or in a where clause with an id.
 */
export const primaryAddressOf = (customerId: Column | string): SQL =>
  and(eq(addresses.customerId, customerId), eq(addresses.isPrimary, true))!;
