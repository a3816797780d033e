import { and, eq, isNull, or } from 'drizzle-orm';
import type { CustomerType } from '~/domain/customers/enums';
import type { LinkSearchFields } from '~/domain/subscription-links/link-input';
import type {
  ProductFormat,
  SubscriptionStatus,
  SubscriptionType,
} from '~/domain/subscriptions/enums';
import type { Db } from '../../db/client';
import { accountCustomers } from '../../db/schema/accounts';
import { addresses, customers } from '../../db/schema/customers';
import { products } from '../../db/schema/products';
import { subscriptions } from '../../db/schema/subscriptions';
import { primaryAddressOf } from '../../customers/primary-address';

/** A customer whose number and primary zip code both matched, with what linking needs. */
export interface LinkCandidate {
  id: string;
  customerNumber: string;
  customerType: CustomerType;
  firstName: string | null;
  lastName: string | null;
  companyName: string | null;
  contactEmail: string | null;
  streetAddress: string;
  zipCode: string;
  postOffice: string;
  /** Accounts already linked to the customer, in any role. */
  linkedAccountIds: string[];
}

/**
 * Number and zip code in one query: an unknown number and a wrong zip code cost the same and
 * both come back as null, so the answer never tells which of the two was wrong.
 */
export async function findCandidate(
  db: Db,
  input: LinkSearchFields,
): Promise<LinkCandidate | null> {
  const [row] = await db
    .select({
      id: customers.id,
      customerNumber: customers.customerNumber,
      customerType: customers.customerType,
      firstName: customers.firstName,
      lastName: customers.lastName,
      companyName: customers.companyName,
      contactEmail: customers.contactEmail,
      streetAddress: addresses.streetAddress,
      zipCode: addresses.zipCode,
      postOffice: addresses.postOffice,
    })
    .from(customers)
    .innerJoin(addresses, primaryAddressOf(customers.id))
    .where(
      and(eq(customers.customerNumber, input.customerNumber), eq(addresses.zipCode, input.zipCode)),
    )
    .limit(1);
  if (!row) return null;
  const links = await db
    .select({ accountId: accountCustomers.accountId })
    .from(accountCustomers)
    .where(eq(accountCustomers.customerId, row.id));
  return {
    ...row,
    customerType: row.customerType as CustomerType,
    linkedAccountIds: links.map((l) => l.accountId),
  };
}

/** The customer's main subscriptions (as subscriber or payer), add-on modules left out. */
export async function subscriptionsOf(db: Db, customerId: string) {
  const rows = await db
    .select({
      subscriptionNumber: subscriptions.subscriptionNumber,
      productName: products.name,
      status: subscriptions.status,
      subscriptionType: subscriptions.subscriptionType,
      productFormat: subscriptions.productFormat,
      startDate: subscriptions.startDate,
      endDate: subscriptions.endDate,
      orderChangeInProgress: subscriptions.orderChangeInProgress,
    })
    .from(subscriptions)
    .innerJoin(products, eq(products.id, subscriptions.productId))
    .where(
      and(
        isNull(subscriptions.parentSubscriptionId),
        or(eq(subscriptions.customerId, customerId), eq(subscriptions.payerCustomerId, customerId)),
      ),
    )
    .orderBy(subscriptions.subscriptionNumber);
  return rows.map((r) => ({
    ...r,
    status: r.status as SubscriptionStatus,
    subscriptionType: r.subscriptionType as SubscriptionType,
    productFormat: r.productFormat as ProductFormat,
  }));
}
export type CandidateSubscription = Awaited<ReturnType<typeof subscriptionsOf>>[number];
