import { type BillingFacts, billingChangeBlock } from '../payment-methods/billing-change-rules';
import type { PeriodPrice } from './period-prices';

export const PERIOD_REASONS = {
  notRecurring: 'Vain jatkuvan tilauksen laskutusväliä voi vaihtaa.',
  noOptions:
    'Tämän tilauksen laskutusväliä ei voi vaihtaa verkossa. Ota yhteyttä asiakaspalveluun.',
} as const;

/**
 * Why the billing period cannot be changed (null when it can): the common billing rules, then
 * a recurring order (a fixed term is paid as agreed) whose product offers another period.
 */
export function billingPeriodBlock(
  f: BillingFacts,
  offered: readonly PeriodPrice[],
): string | null {
  const common = billingChangeBlock(f);
  if (common !== null) return common;
  if (f.subscriptionType !== 'RECURRING') return PERIOD_REASONS.notRecurring;
  if (offered.length < 2) return PERIOD_REASONS.noOptions;
  return null;
}
