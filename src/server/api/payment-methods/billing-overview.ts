import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { discountsOfAll, priceNoteOf } from '../../billing/retention-discounts';
import { billingPeriodBlock } from '~/domain/billing-period/period-rules';
import { periodPricesOf } from '~/domain/billing-period/period-prices';
import { billingChangeBlock } from '~/domain/payment-methods/billing-change-rules';
import {
  type BillingOverview,
  type BillingRow,
  cardRequestViewOf,
} from '~/domain/payment-methods/views';
import { formatDate } from '~/domain/shared/dates';
import { formatMoney } from '~/domain/shared/money';
import { formatPeriod, formatPricePerPeriod } from '~/domain/shared/period-units';
import type { PeriodUnit } from '~/domain/subscriptions/enums';
import type { AppDeps, AuthContext } from '../../app-context';
import type { Db } from '../../db/client';
import { customers } from '../../db/schema/customers';
import { paymentCards } from '../../db/schema/payments';
import { products } from '../../db/schema/products';
import { subscriptions } from '../../db/schema/subscriptions';
import { ownedByAny } from '../../subscriptions/owned-by';
import { pendingPeriodOf } from '../../billing/period-labels';
import {
  billingContextFrom,
  pendingMethodChanges,
  pendingPeriodChanges,
} from '../../billing/billing-context';
import { pendingMethodOf, storedMethodLabel } from './method-labels';
import { paperInvoiceFeeFor } from '../../paper-invoice-fee';
import { pendingDeadlines } from '../../cards/card-deadlines';

/**
 * GET /payment-methods (/laskut/laskutustavat): every running main subscription of the session
 * with its payment method, billing period, pending changes and why a change is impossible.
 * A fixed number of set queries whatever the number of subscriptions (issue 13).
 */
export async function billingOverview(deps: AppDeps, auth: AuthContext): Promise<BillingOverview> {
  const { db, clock } = deps;
  const today = clock.today();
  const rows =
    auth.customerIds.length === 0
      ? []
      : await preparedMainSubscriptions(db).execute({ customerIds: auth.customerIds });
  const running = rows.filter(
    (r) => r.sub.status !== 'FINISHED' && (r.sub.endDate === null || r.sub.endDate >= today),
  );
  const ids = running.map((r) => r.sub.id);
  const [deadlines, discounts, methodChanges, periodChanges] = await Promise.all([
    pendingDeadlines(db, ids),
    discountsOfAll(db, ids),
    pendingMethodChanges(db, ids),
    pendingPeriodChanges(db, ids),
  ]);
  let isBusiness = false;
  const result: BillingRow[] = [];
  for (const { card, payerType, subscriberType, ...own } of running) {
    const ctx = billingContextFrom(
      auth,
      own,
      { payer: payerType, subscriber: subscriberType },
      today,
    );
    isBusiness ||= ctx.isBusiness;
    const deadline = deadlines.get(own.sub.id);
    const { sub, product } = own;
    const unit = sub.periodUnit as PeriodUnit;
    result.push({
      subscriptionNumber: sub.subscriptionNumber,
      productName: product.name,
      methodLabel: storedMethodLabel(sub.paymentMethod, card && !card.deletedAt ? card : null),
      priceLabel: formatPricePerPeriod(sub.priceCents, sub.periodLength, unit),
      priceNote: priceNoteOf(
        discounts.get(sub.id) ?? [],
        { periodLength: sub.periodLength, periodUnit: unit },
        today,
        sub.endDate,
      ),
      periodLabel: formatPeriod(sub.periodLength, unit),
      periodEndLabel: formatDate(sub.periodEndDate),
      pendingMethod: pendingMethodOf(methodChanges.get(sub.id) ?? null),
      pendingPeriod: pendingPeriodOf(periodChanges.get(sub.id) ?? null),
      cardRequest:
        deadline === undefined
          ? null
          : cardRequestViewOf(deadline, paperInvoiceFeeFor(deps, ctx.isBusiness)),
      methodBlock: billingChangeBlock(ctx.facts),
      periodBlock: billingPeriodBlock(ctx.facts, periodPricesOf(product.code)),
    });
  }
  const fee = paperInvoiceFeeFor(deps, isBusiness);
  return {
    subscriptions: result,
    paperInvoiceFeeText: `Paperilaskun laskutuslisä on ${formatMoney(fee)} / lasku.`,
  };
}

const payers = alias(customers, 'payer');
const subscribers = alias(customers, 'subscriber');

// Built once per database and sent as a named (prepared) statement: PostgreSQL parses and plans
// it once per connection.
const prepared = new WeakMap<Db, ReturnType<typeof prepareMainSubscriptions>>();
function preparedMainSubscriptions(db: Db) {
  let query = prepared.get(db);
  if (!query) prepared.set(db, (query = prepareMainSubscriptions(db)));
  return query;
}

/** The session's main subscriptions with product, stored card and both customers' types. */
function prepareMainSubscriptions(db: Db) {
  return db
    .select({
      sub: subscriptions,
      product: products,
      card: paymentCards,
      payerType: payers.customerType,
      subscriberType: subscribers.customerType,
    })
    .from(subscriptions)
    .innerJoin(products, eq(products.id, subscriptions.productId))
    .leftJoin(paymentCards, eq(paymentCards.id, subscriptions.paymentCardId))
    .leftJoin(
      payers,
      eq(payers.id, sql`coalesce(${subscriptions.payerCustomerId}, ${subscriptions.customerId})`),
    )
    .leftJoin(subscribers, eq(subscribers.id, subscriptions.customerId))
    .where(
      and(isNull(subscriptions.parentSubscriptionId), ownedByAny(sql.placeholder('customerIds'))),
    )
    .orderBy(asc(subscriptions.subscriptionNumber))
    .prepare('payment_methods_overview');
}
