import { describe, expect, it } from 'vitest';
import {
  billingPeriodChangeInputSchema,
  PERIOD_REQUIRED_MESSAGE,
} from '~/domain/billing-period/period-input';
import { periodPricesOf, samePeriod } from '~/domain/billing-period/period-prices';
import { billingPeriodBlock, PERIOD_REASONS } from '~/domain/billing-period/period-rules';
import { BILLING_REASONS, type BillingFacts } from '~/domain/payment-methods/billing-change-rules';

const running: BillingFacts = {
  status: 'ACTIVE',
  subscriptionType: 'RECURRING',
  ended: false,
  endDate: null,
  periodEndDate: '2026-12-11',
  isCompany: false,
  isPayer: true,
  managedElsewhere: false,
  orderChangeInProgress: false,
};

describe('billingPeriodBlock', () => {
  it('allows a recurring order whose product offers periods', () => {
    expect(billingPeriodBlock(running, periodPricesOf('PS-7PV'))).toBeNull();
  });
  it('refuses fixed-term orders, products without periods and the common blocks', () => {
    expect(
      billingPeriodBlock(
        { ...running, subscriptionType: 'FIXED_TERM', endDate: '2027-06-30' },
        periodPricesOf('PS-7PV'),
      ),
    ).toBe(PERIOD_REASONS.notRecurring);
    expect(billingPeriodBlock(running, periodPricesOf('KP-PAPERI'))).toBe(PERIOD_REASONS.noOptions);
    expect(billingPeriodBlock({ ...running, isCompany: true }, periodPricesOf('PS-7PV'))).toBe(
      BILLING_REASONS.company,
    );
  });
  it('compares periods by unit and length', () => {
    expect(
      samePeriod(
        { periodUnit: 'MONTHS', periodLength: 12 },
        { periodUnit: 'YEARS', periodLength: 1 },
      ),
    ).toBe(false);
    expect(
      samePeriod(
        { periodUnit: 'MONTHS', periodLength: 3 },
        { periodUnit: 'MONTHS', periodLength: 3 },
      ),
    ).toBe(true);
  });
  it('every longer period is cheaper per month than the monthly one', () => {
    for (const code of ['PS-7PV', 'PS-VKL', 'PS-DIGI', 'HV-6PV']) {
      const [monthly, ...longer] = periodPricesOf(code);
      for (const p of longer)
        expect(p.priceCents / p.periodLength).toBeLessThan(monthly?.priceCents ?? 0);
    }
  });
});

describe('the change input', () => {
  it("says 'Ole hyvä ja valitse haluamasi laskutusväli' when nothing is chosen", () => {
    const result = billingPeriodChangeInputSchema.safeParse({});
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['period', PERIOD_REQUIRED_MESSAGE],
    ]);
  });
});
