import { describe, expect, it } from 'vitest';
import { benefitEligibility } from '~/domain/benefits/eligibility';
import type { SubscriptionStateInput } from '~/domain/subscriptions/status-label';

const TODAY = '2026-11-21';
const sub = (over: Partial<SubscriptionStateInput> = {}): SubscriptionStateInput => ({
  status: 'ACTIVE',
  subscriptionType: 'RECURRING',
  productFormat: 'PAPER',
  startDate: '2025-01-01',
  endDate: null,
  orderChangeInProgress: false,
  ...over,
});

describe('benefitEligibility (spec §6)', () => {
  it('opens the benefits to a valid continuous subscription', () => {
    expect(benefitEligibility([sub()], TODAY)).toEqual({ eligible: true });
  });

  it.each([
    ['suspended', sub({ status: 'SUSPENDED' })],
    ['ended by the customer but running to its end', sub({ endDate: '2026-12-31' })],
    [
      'cancelled at the end of a period still running',
      sub({ status: 'CANCELLED', endDate: '2026-12-11' }),
    ],
  ])('counts a subscription %s as valid', (_label, s) => {
    expect(benefitEligibility([s], TODAY)).toEqual({ eligible: true });
  });

  it('refuses without a linked subscription', () => {
    expect(benefitEligibility([], TODAY)).toEqual({ eligible: false, reason: 'NO_SUBSCRIPTION' });
  });

  it('refuses when every subscription has ended or not yet started', () => {
    const ended = sub({ status: 'FINISHED', endDate: '2026-06-30' });
    const endedYesterday = sub({ endDate: '2026-11-20' });
    const future = sub({ status: 'PENDING', startDate: '2026-12-01' });
    expect(benefitEligibility([ended, endedYesterday, future], TODAY)).toEqual({
      eligible: false,
      reason: 'NO_VALID_SUBSCRIPTION',
    });
  });

  it('refuses fixed-term and sample subscriptions: continuous subscribers only', () => {
    const fixed = sub({ subscriptionType: 'FIXED_TERM', endDate: '2027-01-31' });
    const sample = sub({ subscriptionType: 'SAMPLE', endDate: '2026-12-05' });
    expect(benefitEligibility([fixed, sample], TODAY)).toEqual({
      eligible: false,
      reason: 'NOT_CONTINUOUS',
    });
    // An ended continuous one does not help either.
    const endedRecurring = sub({ status: 'FINISHED', endDate: '2026-01-31' });
    expect(benefitEligibility([fixed, endedRecurring], TODAY).eligible).toBe(false);
    expect(benefitEligibility([fixed, sub()], TODAY).eligible).toBe(true);
  });
});
