import { type SQL, type SQLWrapper, eq, sql } from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import { SHARED_STATUSES } from '~/domain/reading-rights/rights-summary';
import type { SuspensionDays } from '~/domain/subscriptions/effective-status';
import type { Db } from '../../db/client';
import { suspensions } from '../../db/schema/changes';
import { customers } from '../../db/schema/customers';
import { products } from '../../db/schema/products';
import { subscriptions } from '../../db/schema/subscriptions';
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
  // Shared or invited reading rights, counted in the same statement.
  sharedRights: sql<number>`(select count(*)::int from reading_rights rr where rr.subscription_id = ${subscriptions.id} and rr.status in (${SHARED_SQL}))`,
  // Its suspensions not cancelled and not over by today; statusOn decides which runs today.
  suspensions: sql<
    SuspensionDays[]
  >`(select coalesce(json_agg(json_build_object('startDate', ${suspensions.startDate}, 'endDate', ${suspensions.endDate})), '[]') from ${suspensions} where ${suspensions.subscriptionId} = ${subscriptions.id} and ${suspensions.cancelledAt} is null and ${suspensions.endDate} >= ${sql.placeholder('today')})`,
};

/** One subscription of the list (main or add-on module) as the statement gives it. */
export type ListRow = SelectResultFields<typeof columns>;

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
const prepared = new WeakMap<Db, ReturnType<typeof prepareList>>();
const preparedList = (db: Db) => {
  let list = prepared.get(db);
  if (!list) prepared.set(db, (list = prepareList(db)));
  return list;
};

function prepareList(db: Db) {
  const owned = ownedByAny(sql.placeholder('customerIds'));
  const listed = db
    .$with('listed')
    .as(
      db
        .select(named(columns))
        .from(subscriptions)
        .innerJoin(products, eq(products.id, subscriptions.productId))
        .innerJoin(customers, eq(customers.id, subscriptions.customerId))
        .where(owned),
    );
  // json_agg of the whole row: its fields are named as in code, so each row arrives as a ListRow.
  // (The modules' subquery is nested in sql`` because Drizzle writes the columns of a selected
  // expression without their table when the query reads from one source only.)
  return db
    .with(listed)
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

/** Each field under its name in code (`... as "subscriptionNumber"`). */
const named = <T extends Record<string, SQLWrapper>>(fields: T) =>
  Object.fromEntries(
    Object.entries(fields).map(([key, value]) => [key, sql`${value}`.as(key)]),
  ) as { [K in keyof T]: SQL.Aliased };
