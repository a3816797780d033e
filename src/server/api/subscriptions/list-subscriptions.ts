import { type SQL, eq, sql } from 'drizzle-orm';
import { formatDate } from '~/domain/shared/dates';
import { formatPricePerPeriod } from '~/domain/shared/period-units';
import type {
  PeriodUnit,
  ProductFormat,
  SubscriptionStatus,
  SubscriptionType,
} from '~/domain/subscriptions/enums';
import { isOrganisation } from '~/domain/customers/enums';
import { type SuspensionDays, statusOn } from '~/domain/subscriptions/effective-status';
import { externalManagerOf } from '~/domain/subscriptions/actions';
import { readingRightsLabel } from '~/domain/subscriptions/detail-labels';
import { subscriptionKindLabel as kindLabel } from '~/domain/subscriptions/kind-label';
import { subscriptionNotes } from '~/domain/subscriptions/list-notes';
import { type SubscriptionListScope, hasEnded, listScopeOf } from '~/domain/subscriptions/listing';
import { subscriptionStatus } from '~/domain/subscriptions/status-label';
import type {
  SubscriptionList,
  SubscriptionSummary,
} from '~/domain/subscriptions/subscription-summary';
import type { AppDeps, AuthContext } from '../../app-context';
import type { Db } from '../../db/client';
import { suspensions } from '../../db/schema/changes';
import { customers } from '../../db/schema/customers';
import { products } from '../../db/schema/products';
import { subscriptions } from '../../db/schema/subscriptions';
import { type FamilyModule, listAddOnOffers, modulesOfFamilies } from './list-add-on-offers';
import { ownedByAny } from '../../subscriptions/owned-by';

const columns = {
  id: subscriptions.id,
  subscriptionNumber: subscriptions.subscriptionNumber,
  parentSubscriptionId: subscriptions.parentSubscriptionId,
  productId: subscriptions.productId,
  productName: products.name,
  familyId: products.familyId,
  familyName: products.familyName,
  externallyManaged: products.externallyManaged,
  subscriberType: customers.customerType,
  productFormat: subscriptions.productFormat,
  status: subscriptions.status,
  subscriptionType: subscriptions.subscriptionType,
  isSample: subscriptions.isSample,
  startDate: subscriptions.startDate,
  endDate: subscriptions.endDate,
  periodStartDate: subscriptions.periodStartDate,
  periodEndDate: subscriptions.periodEndDate,
  priceCents: subscriptions.priceCents,
  periodUnit: subscriptions.periodUnit,
  periodLength: subscriptions.periodLength,
  orderChangeInProgress: subscriptions.orderChangeInProgress,
  tags: subscriptions.tags,
  isGift: subscriptions.isGift,
  readerCount: subscriptions.readerCount,
  productReadingRights: products.readingRights,
  // Shared or invited reading rights, counted in the same query (one round trip per list).
  sharedRights: sql<number>`(select count(*)::int from reading_rights rr where rr.subscription_id = ${subscriptions.id} and rr.status in ('ACTIVE', 'INVITED'))`,
  // Its suspensions not cancelled and not over by today, in the same query; statusOn decides
  // which of them runs today.
  suspensions: sql<
    SuspensionDays[]
  >`(select coalesce(json_agg(json_build_object('startDate', ${suspensions.startDate}, 'endDate', ${suspensions.endDate})), '[]') from ${suspensions} where ${suspensions.subscriptionId} = ${subscriptions.id} and ${suspensions.cancelledAt} is null and ${suspensions.endDate} >= ${sql.placeholder('today')})`,
};

/** The subscriptions of the session's customers (as subscriber or payer), one list at a time. */
export async function listSubscriptions(
  { db, clock }: AppDeps,
  auth: AuthContext,
  scope: SubscriptionListScope,
): Promise<SubscriptionList> {
  const today = clock.today();
  if (auth.customerIds.length === 0) return { today, subscriptions: [] };
  // Add-on modules belong to the same customers, so one query brings both levels; the
  // modules of their families come at the same time (ended subscriptions take no add-ons).
  const reads = preparedReads(db);
  const [rows, familyModules] = await Promise.all([
    reads.rows.execute({ customerIds: auth.customerIds, today }),
    scope === 'active' ? reads.familyModules.execute({ customerIds: auth.customerIds }) : [],
  ]);
  for (const r of rows) r.status = statusOn(r.status as SubscriptionStatus, r.suspensions, today);
  const listed = rows.filter(
    (r) => r.parentSubscriptionId === null && listScopeOf(asListable(r), today) === scope,
  );
  // The customer looks for what ended lately first; the active list keeps the number order.
  if (scope === 'ended') listed.sort(byEndDateDescending);
  const moduleRows = rows.filter((r) => r.parentSubscriptionId !== null);
  return {
    today,
    subscriptions: listed.map((r) =>
      toSummary(
        r,
        moduleRows.filter((m) => m.parentSubscriptionId === r.id),
        familyModules,
        today,
      ),
    ),
  };
}

// The list is the hottest read: its statements are built once per database and sent as named
// (prepared) statements, so PostgreSQL parses and plans them once per connection.
const prepared = new WeakMap<Db, ReturnType<typeof prepareReads>>();
const preparedReads = (db: Db) => {
  let reads = prepared.get(db);
  if (!reads) prepared.set(db, (reads = prepareReads(db)));
  return reads;
};

function prepareReads(db: Db) {
  const owned = ownedByAny(sql.placeholder('customerIds'));
  return {
    rows: selectRows(db, owned).prepare('list_subscriptions'),
    familyModules: modulesOfFamilies(
      db,
      sql`(select ${products.familyId} from ${subscriptions} inner join ${products} on ${products.id} = ${subscriptions.productId} where ${owned})`,
    ).prepare('list_subscriptions_family_modules'),
  };
}

function selectRows(db: Db, where: SQL) {
  return db
    .select(columns)
    .from(subscriptions)
    .innerJoin(products, eq(products.id, subscriptions.productId))
    .innerJoin(customers, eq(customers.id, subscriptions.customerId))
    .where(where)
    .orderBy(subscriptions.subscriptionNumber);
}
type Row = Awaited<ReturnType<ReturnType<typeof selectRows>['execute']>>[number];

// Array.sort is stable, so subscriptions ending on the same day stay in number order.
const byEndDateDescending = (a: Row, b: Row): number =>
  (b.endDate ?? '').localeCompare(a.endDate ?? '');

const asListable = (r: Row) => ({
  status: r.status as SubscriptionStatus,
  subscriptionType: r.subscriptionType as SubscriptionType,
  productFormat: r.productFormat as ProductFormat,
  startDate: r.startDate,
  endDate: r.endDate,
  orderChangeInProgress: r.orderChangeInProgress,
});

/** Company subscriptions have as many rights as paid readers; others what the product includes. */
function rightsLabel(r: Row): string | null {
  const total = r.readerCount ?? r.productReadingRights;
  return total > 0 ? readingRightsLabel(total, r.sharedRights) : null;
}

function toSummary(
  r: Row,
  modules: Row[],
  familyModules: readonly FamilyModule[],
  today: string,
): SubscriptionSummary {
  const sub = asListable(r);
  const periodUnit = r.periodUnit as PeriodUnit;
  const externalManager = externalManagerOf(r.externallyManaged, r.tags);
  return {
    id: r.id,
    subscriptionNumber: r.subscriptionNumber,
    productName: r.productName,
    familyName: r.familyName,
    productFormat: sub.productFormat,
    status: sub.status,
    subscriptionType: sub.subscriptionType,
    startDate: r.startDate,
    endDate: r.endDate,
    periodStartDate: r.periodStartDate,
    periodEndDate: r.periodEndDate,
    priceCents: r.priceCents,
    periodUnit,
    periodLength: r.periodLength,
    ...subscriptionStatus(sub, today),
    kindLabel: kindLabel(sub.subscriptionType, r.isSample),
    priceLabel: formatPricePerPeriod(r.priceCents, r.periodLength, periodUnit),
    periodLabel: `${formatDate(r.periodStartDate)}\u2013${formatDate(r.periodEndDate)}`,
    readingRightsLabel: rightsLabel(r),
    notes: subscriptionNotes({ isGift: r.isGift, tags: r.tags, externalManager }),
    modules: modules.map((m) => ({
      subscriptionNumber: m.subscriptionNumber,
      productName: m.productName,
      status: m.status as SubscriptionStatus,
    })),
    addOnOffers: listAddOnOffers(
      r,
      {
        status: sub.status,
        ended: hasEnded(sub, today),
        isCompany: isOrganisation(r.subscriberType),
        externalManager,
        orderChangeInProgress: r.orderChangeInProgress,
      },
      modules,
      familyModules,
      today,
    ),
  };
}
