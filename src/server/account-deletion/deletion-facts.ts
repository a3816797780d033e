import { eq, inArray, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DeletionVerdict } from '~/domain/account-deletion/deletion-verdict';
import { deletionVerdict } from '~/domain/account-deletion/deletion-verdict';
import type { PaymentState } from '~/domain/invoices/enums';
import type { SubscriptionStatus } from '~/domain/subscriptions/enums';
import type { Db } from '../db/client';
import { accountCustomers } from '../db/schema/accounts';
import { invoices } from '../db/schema/payments';
import { products } from '../db/schema/products';
import { subscriptions } from '../db/schema/subscriptions';

/** What deciding a deletion needs to know about one login. */
export interface DeletionFacts extends DeletionVerdict {
  /** The private customers the login owns: their personal data goes with the login. */
  ownCustomerIds: string[];
  /** The login is also a company's admin or user: only the login goes, the company stays. */
  companyLogin: boolean;
}

/**
 * The deletion verdict of a login from its own (OWNER) customers' subscriptions, as subscriber
 * or payer, and invoices. Company customers do not count: a company's subscriptions and invoices
 * are the company's, and deleting one person's login leaves them (decision 0027).
 */
export async function loadDeletionFacts(
  db: Db,
  accountId: string,
  today: string,
): Promise<DeletionFacts> {
  const links = await db
    .select({ customerId: accountCustomers.customerId, role: accountCustomers.role })
    .from(accountCustomers)
    .where(eq(accountCustomers.accountId, accountId));
  const ownCustomerIds = links.filter((l) => l.role === 'OWNER').map((l) => l.customerId);
  const companyLogin = links.some((l) => l.role !== 'OWNER');
  const verdict = await customersVerdict(db, ownCustomerIds, today);
  return { ...verdict, ownCustomerIds, companyLogin };
}

/** The verdict over the given customers' subscriptions (as subscriber or payer) and invoices. */
export async function customersVerdict(
  db: Db,
  customerIds: string[],
  today: string,
): Promise<DeletionVerdict> {
  if (customerIds.length === 0) return deletionVerdict({ subscriptions: [], invoices: [] }, today);
  const main = alias(subscriptions, 'main_subscription');
  const subscriptionRows = await db
    .select({
      subscriptionNumber: subscriptions.subscriptionNumber,
      productName: products.name,
      status: subscriptions.status,
      endDate: subscriptions.endDate,
      mainSubscriptionNumber: main.subscriptionNumber,
    })
    .from(subscriptions)
    .innerJoin(products, eq(products.id, subscriptions.productId))
    .leftJoin(main, eq(main.id, subscriptions.parentSubscriptionId))
    .where(
      or(
        inArray(subscriptions.customerId, customerIds),
        inArray(subscriptions.payerCustomerId, customerIds),
      ),
    )
    .orderBy(subscriptions.subscriptionNumber);
  const invoiceRows = await db
    .select({ invoiceNumber: invoices.invoiceNumber, paymentState: invoices.paymentState })
    .from(invoices)
    .where(inArray(invoices.customerId, customerIds))
    .orderBy(invoices.invoiceNumber);
  return deletionVerdict(
    {
      subscriptions: subscriptionRows.map((s) => ({
        ...s,
        status: s.status as SubscriptionStatus,
      })),
      invoices: invoiceRows.map((i) => ({ ...i, paymentState: i.paymentState as PaymentState })),
    },
    today,
  );
}
