import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { RetentionDiscountTerms } from '~/domain/cancellation/retention-discount';
import type { PaymentMethod } from '~/domain/invoices/enums';
import type { PeriodUnit } from '~/domain/subscriptions/enums';
import type { Db } from '../../db/client';
import { jsonObject } from '../../db/json-object';
import { oncePerDb } from '../../db/once-per-db';
import { billingPeriodChanges, paymentMethodChanges } from '../../db/schema/billing-changes';
import { cardRequests } from '../../db/schema/cards';
import { retentionDiscounts } from '../../db/schema/cancellations';
import { customers } from '../../db/schema/customers';
import { paymentCards } from '../../db/schema/payments';
import { products } from '../../db/schema/products';
import { subscriptions } from '../../db/schema/subscriptions';
import { ownedByAny } from '../../subscriptions/owned-by';

/** The newest pending payment method change, as pendingMethodOf (method-labels.ts) reads it. */
interface PendingMethodRead {
  change: { toMethod: PaymentMethod; feeCents: number; effectiveDate: string };
  card: { brand: string; last4: string } | null;
}

/** The newest pending billing period change, as pendingPeriodOf (period-labels.ts) reads it. */
interface PendingPeriodRead {
  toPeriodUnit: PeriodUnit;
  toPeriodLength: number;
  toPriceCents: number;
  effectiveDate: string;
}

/**
 * The session's running main subscriptions (not finished, not ended by today) in number order,
 * each with its product, stored card, the payer's and subscriber's types, and what is pending
 * on it: the card request's deadline, the retention discounts, the newest pending payment method
 * and billing period changes. One statement, whatever the number of subscriptions: the pending
 * things come as JSON of each row (issue 33 item 4: five round trips were the route's cost).
 */
export function readBillingOverview(db: Db, customerIds: string[], today: string) {
  return preparedOverview(db).execute({ customerIds, today });
}

// Sent as a named statement; on PostgreSQL it runs on the hot-read pool, which plans it once
// per connection (DbHandle.hotReads).
const preparedOverview = oncePerDb((db) => prepareOverview(db));

const payers = alias(customers, 'payer');
const subscribers = alias(customers, 'subscriber');
const changeCards = alias(paymentCards, 'change_card');

// 'PENDING' is written into the statement, not sent as a parameter: one plan serves every run.
const pendingDeadline = sql<string | null>`(
  select ${cardRequests.deadline} from ${cardRequests}
  where ${cardRequests.subscriptionId} = ${subscriptions.id} and ${cardRequests.status} = 'PENDING'
  order by ${cardRequests.deadline} limit 1)`;

const discounts = sql<RetentionDiscountTerms[]>`(
  select coalesce(json_agg(${jsonObject({
    validFrom: retentionDiscounts.validFrom,
    periods: retentionDiscounts.periods,
    discountedPriceCents: retentionDiscounts.discountedPriceCents,
    normalPriceCents: retentionDiscounts.normalPriceCents,
  })} order by ${retentionDiscounts.validFrom}), '[]')
  from ${retentionDiscounts} where ${retentionDiscounts.subscriptionId} = ${subscriptions.id})`;

const pendingMethod = sql<PendingMethodRead | null>`(
  select json_build_object('change', ${jsonObject({
    toMethod: paymentMethodChanges.toMethod,
    feeCents: paymentMethodChanges.feeCents,
    effectiveDate: paymentMethodChanges.effectiveDate,
  })}, 'card', case when ${changeCards.id} is null then null else ${jsonObject({
    brand: changeCards.brand,
    last4: changeCards.last4,
  })} end)
  from ${paymentMethodChanges}
  left join ${paymentCards} ${changeCards} on ${changeCards.id} = ${paymentMethodChanges.paymentCardId}
  where ${paymentMethodChanges.subscriptionId} = ${subscriptions.id}
    and ${paymentMethodChanges.status} = 'PENDING'
  order by ${paymentMethodChanges.createdAt} desc limit 1)`;

const pendingPeriod = sql<PendingPeriodRead | null>`(
  select ${jsonObject({
    toPeriodUnit: billingPeriodChanges.toPeriodUnit,
    toPeriodLength: billingPeriodChanges.toPeriodLength,
    toPriceCents: billingPeriodChanges.toPriceCents,
    effectiveDate: billingPeriodChanges.effectiveDate,
  })}
  from ${billingPeriodChanges}
  where ${billingPeriodChanges.subscriptionId} = ${subscriptions.id}
    and ${billingPeriodChanges.status} = 'PENDING'
  order by ${billingPeriodChanges.createdAt} desc limit 1)`;

function prepareOverview(db: Db) {
  const today = sql.placeholder('today');
  return db
    .select({
      // The columns the overview uses (billingFactsFrom and the labels), not whole rows: pg
      // sets up a parser per column of every answer.
      sub: {
        subscriptionNumber: subscriptions.subscriptionNumber,
        customerId: subscriptions.customerId,
        payerCustomerId: subscriptions.payerCustomerId,
        status: subscriptions.status,
        subscriptionType: subscriptions.subscriptionType,
        endDate: subscriptions.endDate,
        periodEndDate: subscriptions.periodEndDate,
        priceCents: subscriptions.priceCents,
        periodUnit: subscriptions.periodUnit,
        periodLength: subscriptions.periodLength,
        paymentMethod: subscriptions.paymentMethod,
        tags: subscriptions.tags,
        orderChangeInProgress: subscriptions.orderChangeInProgress,
      },
      product: {
        name: products.name,
        code: products.code,
        externallyManaged: products.externallyManaged,
      },
      // The stored card, unless it has been deleted.
      card: { brand: paymentCards.brand, last4: paymentCards.last4 },
      payerType: payers.customerType,
      subscriberType: subscribers.customerType,
      deadline: pendingDeadline,
      discounts,
      pendingMethod,
      pendingPeriod,
    })
    .from(subscriptions)
    .innerJoin(products, eq(products.id, subscriptions.productId))
    .leftJoin(
      paymentCards,
      and(eq(paymentCards.id, subscriptions.paymentCardId), isNull(paymentCards.deletedAt)),
    )
    .leftJoin(
      payers,
      eq(payers.id, sql`coalesce(${subscriptions.payerCustomerId}, ${subscriptions.customerId})`),
    )
    .leftJoin(subscribers, eq(subscribers.id, subscriptions.customerId))
    .where(
      and(
        isNull(subscriptions.parentSubscriptionId),
        ownedByAny(sql.placeholder('customerIds')),
        sql`${subscriptions.status} <> 'FINISHED'`,
        sql`(${subscriptions.endDate} is null or ${subscriptions.endDate} >= ${today}::date)`,
      ),
    )
    .orderBy(asc(subscriptions.subscriptionNumber))
    .prepare('payment_methods_overview');
}
