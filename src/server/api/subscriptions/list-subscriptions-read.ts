import { type SQL, type SQLWrapper, and, eq, isNull, sql } from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import { SHARED_STATUSES } from '~/domain/reading-rights/rights-summary';
import type { SuspensionDays } from '~/domain/subscriptions/effective-status';
import type { Db } from '../../db/client';
import { jsonObject } from '../../db/json-object';
import { oncePerDb } from '../../db/once-per-db';
import { suspensions } from '../../db/schema/changes';
import { customers } from '../../db/schema/customers';
import { products } from '../../db/schema/products';
import { readingRights, subscriptions } from '../../db/schema/subscriptions';
import { ownedByAny } from '../../subscriptions/owned-by';
import { type FamilyModule, familyModulesJson } from './list-add-on-offers';

/** The statuses that hold a right (rights-summary.ts), as SQL literals: constants, never input. */
const SHARED_SQL = sql.raw(SHARED_STATUSES.map((s) => `'${s}'`).join(', '));

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
};

/** One subscription of the list (main or add-on module) as the statement gives it. */
export type ListRow = SelectResultFields<typeof columns> & {
  /** Its reading rights claimed by a reader now. */
  claimedRights: number;
  /** Its reading rights with an open invitation now. */
  pendingRights: number;
  /** Its suspensions not cancelled and not over by today; statusOn decides which runs today. */
  suspensions: SuspensionDays[];
};

/** The list's subscriptions (both levels, in number order) and the modules of their families. */
export interface ListRead {
  rows: ListRow[];
  familyModules: FamilyModule[];
}

/**
 * Reads the subscriptions of the given customers (as subscriber or payer) in one statement:
 * add-on modules belong to the same customers, so the same rows bring both levels, and the
 * module products of their families come in the same answer. The rows come as one JSON value:
 * the drivers then parse one text instead of 27 fields a row (docs/performance.md, issue 13).
 */
export async function readList(db: Db, customerIds: string[], today: string): Promise<ListRead> {
  const [read] = await preparedList(db).execute({ customerIds, today });
  return read ?? { rows: [], familyModules: [] };
}

// The list is the hottest read: its statement is built once per database and sent as a named
// (prepared) statement; on PostgreSQL it runs on the hot-read pool, which plans it once per
// connection (DbHandle.hotReads).
const preparedList = oncePerDb((db) => prepareList(db));

function prepareList(db: Db) {
  const owned = ownedByAny(sql.placeholder('customerIds'));
  const today = sql.placeholder('today');
  const base = db
    .$with('base')
    .as(
      db
        .select(named(columns))
        .from(subscriptions)
        .innerJoin(products, eq(products.id, subscriptions.productId))
        .innerJoin(customers, eq(customers.id, subscriptions.customerId))
        .where(owned),
    );
  // What each listed subscription has in other tables, read for all of them in one pass (an
  // index scan over the list's ids) rather than a subquery per row: at 500 subscriptions the
  // per-row subqueries were a third of the statement's time (docs/performance.md).
  const listedIds = sql`any(array(select ${sql.identifier('id')} from ${base}))`;
  const rights = db.$with('rights').as(
    db
      .select({
        subscriptionId: readingRights.subscriptionId,
        claimed: sql<number>`(count(*) filter (where ${readingRights.status} = 'ACTIVE'))::int`.as(
          'claimed',
        ),
        pending: sql<number>`(count(*) filter (where ${readingRights.status} = 'INVITED'))::int`.as(
          'pending',
        ),
      })
      .from(readingRights)
      .where(
        and(
          sql`${readingRights.subscriptionId} = ${listedIds}`,
          sql`${readingRights.status} in (${SHARED_SQL})`,
        ),
      )
      .groupBy(readingRights.subscriptionId),
  );
  const suspended = db.$with('suspended').as(
    db
      .select({
        subscriptionId: suspensions.subscriptionId,
        days: sql<SuspensionDays[]>`json_agg(${jsonObject({
          startDate: suspensions.startDate,
          endDate: suspensions.endDate,
        })})`.as('days'),
      })
      .from(suspensions)
      .where(
        and(
          sql`${suspensions.subscriptionId} = ${listedIds}`,
          isNull(suspensions.cancelledAt),
          sql`${suspensions.endDate} >= ${today}`,
        ),
      )
      .groupBy(suspensions.subscriptionId),
  );
  const listed = db.$with('listed').as(
    db
      .select({
        ...fieldsOf(base),
        claimedRights: sql<number>`coalesce(${rights.claimed}, 0)`.as('claimedRights'),
        pendingRights: sql<number>`coalesce(${rights.pending}, 0)`.as('pendingRights'),
        suspensions: sql<SuspensionDays[]>`coalesce(${suspended.days}, '[]')`.as('suspensions'),
      })
      .from(base)
      .leftJoin(rights, eq(rights.subscriptionId, base.id))
      .leftJoin(suspended, eq(suspended.subscriptionId, base.id)),
  );
  // json_agg of the whole row: its fields are named as in code, so each row arrives as a ListRow.
  // (The modules' subquery is nested in sql`` because Drizzle writes the columns of a selected
  // expression without their table when the query reads from one source only.)
  return db
    .with(base, rights, suspended, listed)
    .select({
      rows: sql<
        ListRow[]
      >`coalesce(json_agg(${listed} order by ${listed.subscriptionNumber}), '[]')`,
      familyModules: sql<
        FamilyModule[]
      >`${familyModulesJson(sql`(select ${listed.familyId} from ${listed})`)}`,
    })
    .from(listed)
    .prepare('list_subscriptions');
}

/** The named fields of the base CTE, for a select over it that keeps their names. */
const fieldsOf = <T extends { [K in keyof typeof columns]: unknown }>(cte: T) =>
  Object.fromEntries(Object.keys(columns).map((k) => [k, cte[k as keyof typeof columns]])) as {
    [K in keyof typeof columns]: T[K];
  };

/** Each field under its name in code (`... as "subscriptionNumber"`). */
const named = <T extends Record<string, SQLWrapper>>(fields: T) =>
  Object.fromEntries(
    Object.entries(fields).map(([key, value]) => [key, sql`${value}`.as(key)]),
  ) as { [K in keyof T]: SQL.Aliased };
