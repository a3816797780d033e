import { describe, expect, it } from 'vitest';
import {
  isSubscriptionKey,
  subscriptionPaths as p,
  underEverySubscription,
} from '~/islands/shared/api-paths';

// Decision 0024: the islands' addresses, which are also their cache keys, and the matchers a
// change refreshes them by. The matchers must name what the old prefixes named.

describe('subscriptionPaths', () => {
  it('puts the number in the path, and only there', () => {
    expect(p.addOns('2000001')).toBe('subscriptions/2000001/add-ons');
    expect(p.addressChange('2000001', 'abc')).toBe('subscriptions/2000001/address-changes/abc');
    expect(p.billingPeriodChanges('2000001')).toBe('subscriptions/2000001/billing-period/changes');
    expect(p.paymentMethodOptions('2000001')).toBe('subscriptions/2000001/payment-method/options');
    expect(p.card('2000001')).toBe('subscriptions/2000001/card');
  });

  it('adds the add-on of a cancellation as a query, when there is one', () => {
    expect(p.cancellationPreview('2000001', null)).toBe(
      'subscriptions/2000001/cancellation/preview',
    );
    expect(p.cancellation('2000001', '2000011')).toBe(
      'subscriptions/2000001/cancellation?addOn=2000011',
    );
  });
});

describe('cache key matchers', () => {
  it('isSubscriptionKey: the list, any details and suspensions, nothing else nested', () => {
    for (const key of [
      'subscriptions',
      'subscriptions?scope=all',
      p.details('2000001'),
      p.suspensions('2000008'),
    ]) {
      expect(isSubscriptionKey(key), key).toBe(true);
    }
    for (const key of [
      p.addOns('2000001'),
      p.addressChanges('2000001'),
      p.billingPeriod('2000001'),
      p.paymentMethodOptions('2000001'),
      'subscription-links',
      'payment-methods',
    ]) {
      expect(isSubscriptionKey(key), key).toBe(false);
    }
  });

  it('underEverySubscription: one resource under any subscription', () => {
    const paymentMethod = underEverySubscription('payment-method');
    expect(paymentMethod(p.paymentMethodOptions('2000001'))).toBe(true);
    expect(paymentMethod(p.paymentMethodOptions('3100010'))).toBe(true);
    expect(paymentMethod('payment-methods')).toBe(false);
    expect(paymentMethod(p.billingPeriod('2000001'))).toBe(false);
    expect(underEverySubscription('add-ons')(p.addOns('2000001'))).toBe(true);
  });
});
