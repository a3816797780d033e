import { and, eq } from 'drizzle-orm';
import type { CustomerType } from '~/domain/customers/enums';
import type { ReadingRightsOverview, ReceivedRight } from '~/domain/reading-rights/rights-views';
import { formatDateTime } from '~/domain/shared/dates';
import { customerDisplayName } from '~/domain/shared/names';
import type { AppDeps, AuthContext } from '../../app-context';
import type { Db } from '../../db/client';
import { customers } from '../../db/schema/customers';
import { products } from '../../db/schema/products';
import { readingRights, subscriptions } from '../../db/schema/subscriptions';
import {
  heldRights,
  rightsSubscriptions,
  subscriptionRights,
} from '../../reading-rights/load-rights';

/** The claimed rights of this account on someone else's subscription. */
async function receivedRights(db: Db, accountId: string): Promise<ReceivedRight[]> {
  const rows = await db
    .select({ right: readingRights, productName: products.name, customer: customers })
    .from(readingRights)
    .innerJoin(subscriptions, eq(subscriptions.id, readingRights.subscriptionId))
    .innerJoin(products, eq(products.id, subscriptions.productId))
    .innerJoin(customers, eq(customers.id, subscriptions.customerId))
    .where(and(eq(readingRights.holderAccountId, accountId), eq(readingRights.status, 'ACTIVE')))
    .orderBy(readingRights.claimedAt, readingRights.id);
  return rows.map((r) => ({
    id: r.right.id,
    productName: r.productName,
    sharerName: customerDisplayName({
      customerType: r.customer.customerType as CustomerType,
      firstName: r.customer.firstName,
      lastName: r.customer.lastName,
      companyName: r.customer.companyName,
    }),
    claimedAtLabel: r.right.claimedAt ? formatDateTime(r.right.claimedAt) : null,
  }));
}

/**
 * GET /reading-rights: each of the customer's running subscriptions with reading rights (the
 * numbers, open invitations, claimed rights) and the rights this account has received.
 */
export async function getOverview(
  { db }: AppDeps,
  auth: AuthContext,
): Promise<ReadingRightsOverview> {
  const subs = await rightsSubscriptions(db, auth.customerIds);
  const rows = await heldRights(
    db,
    subs.map((s) => s.id),
  );
  return {
    subscriptions: subs.map((s) => subscriptionRights(s, rows)),
    received: await receivedRights(db, auth.accountId),
  };
}
