import { priceNoteOf } from '../../billing/retention-discounts';
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
import { type AppDeps, type AuthContext, hotReadsOf } from '../../app-context';
import { pendingPeriodOf } from '../../billing/period-labels';
import { billingFactsFrom } from '../../billing/billing-context';
import { paperInvoiceFeeFor } from '../../paper-invoice-fee';
import { readBillingOverview } from './billing-overview-read';
import { pendingMethodOf, storedMethodLabel } from './method-labels';

/**
 * GET /payment-methods (/laskut/laskutustavat): every running main subscription of the session
 * with its payment method, billing period, pending changes and why a change is impossible.
 * One statement whatever the number of subscriptions (billing-overview-read.ts).
 */
export async function billingOverview(deps: AppDeps, auth: AuthContext): Promise<BillingOverview> {
  const { clock } = deps;
  const today = clock.today();
  const rows =
    auth.customerIds.length === 0
      ? []
      : await readBillingOverview(hotReadsOf(deps), auth.customerIds, today);
  let isBusiness = false;
  const result: BillingRow[] = [];
  for (const {
    sub,
    product,
    card,
    payerType,
    subscriberType,
    deadline,
    discounts,
    ...row
  } of rows) {
    const ctx = billingFactsFrom(
      auth,
      { sub, product },
      { payer: payerType, subscriber: subscriberType },
      today,
    );
    isBusiness ||= ctx.isBusiness;
    const unit = sub.periodUnit as PeriodUnit;
    result.push({
      subscriptionNumber: sub.subscriptionNumber,
      productName: product.name,
      methodLabel: storedMethodLabel(sub.paymentMethod, card),
      priceLabel: formatPricePerPeriod(sub.priceCents, sub.periodLength, unit),
      priceNote: priceNoteOf(
        discounts,
        { periodLength: sub.periodLength, periodUnit: unit },
        today,
        sub.endDate,
      ),
      periodLabel: formatPeriod(sub.periodLength, unit),
      periodEndLabel: formatDate(sub.periodEndDate),
      pendingMethod: pendingMethodOf(row.pendingMethod),
      pendingPeriod: pendingPeriodOf(row.pendingPeriod),
      cardRequest:
        deadline === null
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
