import { periodPricesOf, samePeriod } from '~/domain/billing-period/period-prices';
import { billingPeriodBlock } from '~/domain/billing-period/period-rules';
import type { PeriodChoice } from '~/domain/billing-period/period-views';
import { nextPeriodStart } from '~/domain/payment-methods/billing-change-rules';
import { effectiveText } from '~/domain/payment-methods/views';
import { formatDate } from '~/domain/shared/dates';
import { formatPeriod, formatPricePerPeriod } from '~/domain/shared/period-units';
import type { PeriodUnit } from '~/domain/subscriptions/enums';
import type { AppDeps, AuthContext } from '../../app-context';
import type { Db } from '../../db/client';
import {
  type BillingContext,
  loadBillingContext,
  pendingPeriodChange,
} from '../../billing/billing-context';
import { periodCannotBeChanged } from './period-errors';
import { monthlyLabel, pendingPeriodOf } from '../../billing/period-labels';

/** The subscription's context when its billing period may change, else 409. */
export async function periodContext(
  db: Db,
  auth: AuthContext,
  subscriptionNumber: string,
  today: string,
): Promise<BillingContext> {
  const ctx = await loadBillingContext(db, auth, subscriptionNumber, today);
  const block = billingPeriodBlock(ctx.facts, periodPricesOf(ctx.own.product.code));
  if (block !== null) throw periodCannotBeChanged(block);
  return ctx;
}

/** GET /subscriptions/{n}/billing-period: the periods the product offers with their prices. */
export async function periodChoice(
  deps: AppDeps,
  auth: AuthContext,
  subscriptionNumber: string,
): Promise<PeriodChoice> {
  const ctx = await periodContext(deps.db, auth, subscriptionNumber, deps.clock.today());
  const { sub, product } = ctx.own;
  const current = { periodUnit: sub.periodUnit as PeriodUnit, periodLength: sub.periodLength };
  const effective = nextPeriodStart(sub.periodEndDate);
  return {
    subscriptionNumber: sub.subscriptionNumber,
    productName: product.name,
    currentPriceLabel: formatPricePerPeriod(sub.priceCents, sub.periodLength, current.periodUnit),
    options: periodPricesOf(product.code).map((p) => ({
      ...p,
      periodLabel: formatPeriod(p.periodLength, p.periodUnit),
      priceLabel: formatPricePerPeriod(p.priceCents, p.periodLength, p.periodUnit),
      monthlyLabel: monthlyLabel(p.periodUnit, p.periodLength, p.priceCents),
      current: samePeriod(p, current),
    })),
    effectiveDate: effective,
    effectiveDateLabel: formatDate(effective),
    effectiveText: effectiveText('Uusi laskutusväli', formatDate(effective)),
    pending: pendingPeriodOf(await pendingPeriodChange(deps.db, sub.id)),
  };
}
