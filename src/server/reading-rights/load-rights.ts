import { and, desc, eq, inArray, isNull, ne } from 'drizzle-orm';
import { isOrganisation } from '~/domain/customers/enums';
import { shareAudienceOf } from '~/domain/reading-rights/invite-texts';
import { RIGHT_STATUS_LABELS, shareBlockedReason } from '~/domain/reading-rights/rights-texts';
import {
  type ReadingRightStatus,
  rightsLabel,
  rightsNumbers,
  rightsTotal,
} from '~/domain/reading-rights/rights-summary';
import type { ReadingRightView, SubscriptionRights } from '~/domain/reading-rights/rights-views';
import { formatDateTime } from '~/domain/shared/dates';
import type { Db } from '../db/client';
import { customers } from '../db/schema/customers';
import { products } from '../db/schema/products';
import { readingRights, subscriptions } from '../db/schema/subscriptions';
import { ownedBy } from '../subscriptions/owned-by';
import { holdsRight } from './shared-rights';

// The reads behind the reading-rights pages: a subscription's rights with the numbers of
// rights-summary.ts, the same the subscription list and details show (decision 0031).

/** What the numbers of one subscription need. */
export interface RightsSubscription {
  id: string;
  customerId: string;
  subscriptionNumber: string;
  status: string;
  productName: string;
  readerCount: number | null;
  productRights: number;
  customerType: string;
}

const subscriptionColumns = {
  id: subscriptions.id,
  customerId: subscriptions.customerId,
  subscriptionNumber: subscriptions.subscriptionNumber,
  status: subscriptions.status,
  productName: products.name,
  readerCount: subscriptions.readerCount,
  productRights: products.readingRights,
  customerType: customers.customerType,
};

/** Company subscriptions count their paid readers, others the product's rights (as the details). */
const totalOf = (s: RightsSubscription): number =>
  rightsTotal(isOrganisation(s.customerType) ? s.readerCount : null, s.productRights);

function ownSubscriptions(db: Db, customerIds: string[], number?: string) {
  return db
    .select(subscriptionColumns)
    .from(subscriptions)
    .innerJoin(products, eq(products.id, subscriptions.productId))
    .innerJoin(customers, eq(customers.id, subscriptions.customerId))
    .where(
      and(
        ownedBy(customerIds),
        isNull(subscriptions.parentSubscriptionId),
        number === undefined
          ? ne(subscriptions.status, 'FINISHED')
          : eq(subscriptions.subscriptionNumber, number),
      ),
    )
    .orderBy(subscriptions.subscriptionNumber);
}

/** One of the session's own main subscriptions by number, or undefined (another's, unknown). */
export async function findRightsSubscription(
  db: Db,
  customerIds: string[],
  number: string,
): Promise<RightsSubscription | undefined> {
  if (customerIds.length === 0) return undefined;
  const [row] = await ownSubscriptions(db, customerIds, number);
  return row;
}

/** The session's running main subscriptions that carry reading rights. */
export async function rightsSubscriptions(
  db: Db,
  customerIds: string[],
): Promise<RightsSubscription[]> {
  if (customerIds.length === 0) return [];
  const rows = await ownSubscriptions(db, customerIds);
  return rows.filter((s) => totalOf(s) > 0);
}

type RightRow = typeof readingRights.$inferSelect;

function rightView(r: RightRow): ReadingRightView {
  const status = r.status as ReadingRightStatus;
  return {
    id: r.id,
    status,
    statusLabel: RIGHT_STATUS_LABELS[status],
    email: r.email,
    readerName: r.subscriberName,
    invitedAt: r.invitedAt.toISOString(),
    invitedAtLabel: formatDateTime(r.invitedAt),
    claimedAt: r.claimedAt?.toISOString() ?? null,
    claimedAtLabel: r.claimedAt ? formatDateTime(r.claimedAt) : null,
  };
}

/** The rows that hold a right (open invitations and claimed rights), newest first. */
export function heldRights(db: Db, subscriptionIds: string[]) {
  if (subscriptionIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(readingRights)
    .where(and(inArray(readingRights.subscriptionId, subscriptionIds), holdsRight))
    .orderBy(desc(readingRights.invitedAt), readingRights.id);
}

/** A subscription's rights and their numbers from its held rows. */
export function subscriptionRights(s: RightsSubscription, rows: RightRow[]): SubscriptionRights {
  const own = rows.filter((r) => r.subscriptionId === s.id);
  const numbers = rightsNumbers(
    totalOf(s),
    own.map((r) => r.status),
  );
  const blocked = shareBlockedReason({ status: s.status, free: numbers.free });
  return {
    subscriptionNumber: s.subscriptionNumber,
    productName: s.productName,
    audience: shareAudienceOf(s.customerType),
    readerCount: isOrganisation(s.customerType) ? s.readerCount : null,
    total: numbers.total,
    shared: numbers.shared,
    free: numbers.free,
    pendingCount: numbers.pending,
    claimedCount: numbers.claimed,
    label: rightsLabel(numbers),
    canShare: blocked === null,
    shareBlockedReason: blocked,
    pending: own.filter((r) => r.status === 'INVITED').map(rightView),
    claimed: own.filter((r) => r.status === 'ACTIVE').map(rightView),
  };
}

/** One subscription's rights, read afresh (after a change, inside its transaction). */
export async function loadSubscriptionRights(
  db: Db,
  s: RightsSubscription,
): Promise<SubscriptionRights> {
  return subscriptionRights(s, await heldRights(db, [s.id]));
}
