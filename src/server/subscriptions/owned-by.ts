import { inArray, or, type SQL } from 'drizzle-orm';
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
