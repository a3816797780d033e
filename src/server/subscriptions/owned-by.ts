import { type Placeholder, type SQL, inArray, or, sql } from 'drizzle-orm';
import { subscriptions } from '../db/schema/subscriptions';

/**
 * Subscriptions the session may see: those one of its customers subscribes to or pays for.
 * Every subscription lookup goes through this, so another customer's rows answer "not found".
 */
export function ownedBy(customerIds: string[]): SQL | undefined {
  return or(
    inArray(subscriptions.customerId, customerIds),
    inArray(subscriptions.payerCustomerId, customerIds),
  );
}

/**
 * ownedBy for a prepared statement: the customer ids come as one array parameter (e.g.
 * sql.placeholder('customerIds')), so the statement's text stays the same for any number.
 */
export function ownedByAny(customerIds: SQL | Placeholder): SQL {
  return sql`(${subscriptions.customerId} = any(${customerIds}::uuid[]) or ${subscriptions.payerCustomerId} = any(${customerIds}::uuid[]))`;
}
