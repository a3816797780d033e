import { isGiftGiver } from '~/domain/subscriptions/gift-sides';
import { and, eq, isNull } from 'drizzle-orm';
import { isOrganisation } from '~/domain/customers/enums';
import type { ReclaimEligibilityFacts } from '~/domain/delivery/reclaim-eligibility';
import { externalManagerOf } from '~/domain/subscriptions/actions';
import type { ProductFormat } from '~/domain/subscriptions/enums';
import type { Db } from '../../db/client';
import { addresses, customers } from '../../db/schema/customers';
import { products } from '../../db/schema/products';
import { subscriptions } from '../../db/schema/subscriptions';
import { primaryAddressOf } from '../../customers/primary-address';

// The subscription a delivery report or status is about, with its subscriber. Logged in, the
// look-up goes through the session's customers (findOwnSubscription); anonymously, through the
// numbers and subscriber details the visitor typed (identify-anonymous.ts).

export async function subscriptionByNumber(db: Db, number: string) {
  const [row] = await db
    .select({ sub: subscriptions, product: products })
    .from(subscriptions)
    .innerJoin(products, eq(products.id, subscriptions.productId))
    .where(
      and(eq(subscriptions.subscriptionNumber, number), isNull(subscriptions.parentSubscriptionId)),
    );
  return row;
}
export type DeliverySubscription = NonNullable<Awaited<ReturnType<typeof subscriptionByNumber>>>;

/** A customer (the subscriber or the payer) with the home (primary) address. */
export async function customerOf(db: Db, customerId: string) {
  const [row] = await db
    .select({
      id: customers.id,
      customerNumber: customers.customerNumber,
      customerType: customers.customerType,
      lastName: customers.lastName,
      companyName: customers.companyName,
      zipCode: addresses.zipCode,
    })
    .from(customers)
    .leftJoin(addresses, primaryAddressOf(customers.id))
    .where(eq(customers.id, customerId))
    .limit(1);
  if (!row) throw new Error(`Subscription refers to a missing customer ${customerId}`);
  return row;
}
export type Subscriber = Awaited<ReturnType<typeof customerOf>>;

/** The facts of reclaimBlock for a reporter acting as `reporterCustomerIds`. */
export function eligibilityFacts(
  s: DeliverySubscription,
  subscriber: Subscriber,
  reporterCustomerIds: readonly string[],
): ReclaimEligibilityFacts {
  return {
    productFormat: s.sub.productFormat as ProductFormat,
    isCompany: isOrganisation(subscriber.customerType),
    isGiftGiver: isGiftGiver(s.sub, reporterCustomerIds),
    externalManager: externalManagerOf(s.product.externallyManaged, s.sub.tags),
  };
}
