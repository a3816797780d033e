import { discountsOf, priceNoteOf } from '../../billing/retention-discounts';
import { and, asc, eq, isNull } from 'drizzle-orm';
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
import { paymentCards } from '../../db/schema/payments';
import { products } from '../../db/schema/products';
import { subscriptions } from '../../db/schema/subscriptions';
import { ownedBy } from '../../subscriptions/owned-by';
import { pendingPeriodOf } from '../../billing/period-labels';
import {
  billingContextOf,
  pendingMethodChange,
  pendingPeriodChange,
} from '../../billing/billing-context';
import { pendingMethodOf, storedMethodLabel } from './method-labels';
import { paperInvoiceFeeFor } from '../../paper-invoice-fee';
import { pendingDeadlines } from '../../cards/card-deadlines';

/**
 * GET /payment-methods (/laskut/laskutustavat): every running main subscription of the session
 * with its payment method, billing period, pending changes and why a change is impossible.
 */
export async function billingOverview(deps: AppDeps, auth: AuthContext): Promise<BillingOverview> {
  const { db, clock } = deps;
  const today = clock.today();
  const rows =
    auth.customerIds.length === 0
      ? []
      : await db
          .select({ sub: subscriptions, product: products })
          .from(subscriptions)
          .innerJoin(products, eq(products.id, subscriptions.productId))
          .where(and(isNull(subscriptions.parentSubscriptionId), ownedBy(auth.customerIds)))
          .orderBy(asc(subscriptions.subscriptionNumber));
  const running = rows.filter(
    (r) => r.sub.status !== 'FINISHED' && (r.sub.endDate === null || r.sub.endDate >= today),
  );
  const deadlines = await pendingDeadlines(
    db,
    running.map((r) => r.sub.id),
  );
  let isBusiness = false;
  const result: BillingRow[] = [];
  for (const own of running) {
    const ctx = await billingContextOf(db, auth, own, today);
    isBusiness ||= ctx.isBusiness;
    const deadline = deadlines.get(own.sub.id);
    const { sub, product } = own;
    const [card] = sub.paymentCardId
      ? await db.select().from(paymentCards).where(eq(paymentCards.id, sub.paymentCardId))
      : [];
    const unit = sub.periodUnit as PeriodUnit;
    result.push({
      subscriptionNumber: sub.subscriptionNumber,
      productName: product.name,
      methodLabel: storedMethodLabel(sub.paymentMethod, card && !card.deletedAt ? card : null),
      priceLabel: formatPricePerPeriod(sub.priceCents, sub.periodLength, unit),
      priceNote: priceNoteOf(
        await discountsOf(db, sub.id),
        { periodLength: sub.periodLength, periodUnit: unit },
        today,
      ),
      periodLabel: formatPeriod(sub.periodLength, unit),
      periodEndLabel: formatDate(sub.periodEndDate),
      pendingMethod: pendingMethodOf(await pendingMethodChange(db, sub.id)),
      pendingPeriod: pendingPeriodOf(await pendingPeriodChange(db, sub.id)),
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
