import { describe, expect, it } from 'vitest';
import { isInFinland, mainSubscriptionBlock } from '~/domain/add-ons/eligibility';
import { TERMS_MESSAGE, addOnOrderInputSchema } from '~/domain/add-ons/order-input';

describe('isInFinland', () => {
  it('accepts Finland and Åland postal codes', () => {
    expect(isInFinland({ countryCode: 'FI', zipCode: '00100' })).toBe(true);
    expect(isInFinland({ countryCode: 'fi', zipCode: '22100' })).toBe(true);
    expect(isInFinland({ countryCode: 'AX', zipCode: '22100' })).toBe(true);
  });

  it('refuses other countries and non-Åland codes under AX', () => {
    expect(isInFinland({ countryCode: 'SE', zipCode: '11122' })).toBe(false);
    expect(isInFinland({ countryCode: 'AX', zipCode: '00100' })).toBe(false);
    expect(isInFinland({ countryCode: '', zipCode: '' })).toBe(false);
  });
});

describe('mainSubscriptionBlock', () => {
  const today = '2026-11-21';
  it('lets running subscriptions take add-ons', () => {
    expect(mainSubscriptionBlock({ status: 'ACTIVE', endDate: null }, today)).toBeNull();
    expect(
      mainSubscriptionBlock({ status: 'ACTIVE_ORDER_BEING_RENEWED', endDate: today }, today),
    ).toBeNull();
  });

  it('calls cancelled, finished and ended subscriptions cancelled', () => {
    expect(mainSubscriptionBlock({ status: 'CANCELLED', endDate: '2026-12-01' }, today)).toBe(
      'cancelled',
    );
    expect(mainSubscriptionBlock({ status: 'FINISHED', endDate: null }, today)).toBe('cancelled');
    expect(mainSubscriptionBlock({ status: 'ACTIVE', endDate: '2026-11-20' }, today)).toBe(
      'cancelled',
    );
  });

  it('calls other states not running', () => {
    for (const status of ['PENDING', 'SUSPENDED', 'UNKNOWN', 'WAITING_CONFIRMATION'] as const) {
      expect(mainSubscriptionBlock({ status, endDate: null }, today)).toBe('not-running');
    }
  });
});

describe('addOnOrderInputSchema', () => {
  const valid = { productCode: 'PS-RISTIKKO', acceptTerms: true };

  it('accepts an order with the terms accepted', () => {
    expect(addOnOrderInputSchema.parse(valid)).toEqual(valid);
  });

  it('requires the terms, in Finnish', () => {
    const result = addOnOrderInputSchema.safeParse({ ...valid, acceptTerms: false });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(TERMS_MESSAGE);
  });

  it('rejects unknown fields (the subscription number travels in the path) and a blank code', () => {
    expect(addOnOrderInputSchema.safeParse({ ...valid, extra: 1 }).success).toBe(false);
    expect(
      addOnOrderInputSchema.safeParse({ ...valid, subscriptionNumber: '2000001' }).success,
    ).toBe(false);
    expect(addOnOrderInputSchema.safeParse({ ...valid, productCode: ' ' }).success).toBe(false);
  });
});
