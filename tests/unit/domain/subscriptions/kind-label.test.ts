import { describe, expect, it } from 'vitest';
import { subscriptionKindLabel } from '~/domain/subscriptions/kind-label';

describe('subscriptionKindLabel', () => {
  it('FREE is a free copy even when flagged as a sample', () => {
    expect(subscriptionKindLabel('FREE', false)).toBe('Vapaakappale');
    expect(subscriptionKindLabel('FREE', true)).toBe('Vapaakappale');
  });

  it('samples by type or by flag', () => {
    expect(subscriptionKindLabel('SAMPLE', false)).toBe('Tutustumistilaus');
    expect(subscriptionKindLabel('RECURRING', true)).toBe('Tutustumistilaus');
    expect(subscriptionKindLabel('FIXED_TERM', true)).toBe('Tutustumistilaus');
  });

  it('recurring', () => {
    expect(subscriptionKindLabel('RECURRING', false)).toBe('Jatkuva tilaus');
  });

  it('everything else is fixed-term', () => {
    for (const type of ['FIXED_TERM', 'SINGLE_COPY', 'CONTROL', 'UNKNOWN', 'PENDING'] as const) {
      expect(subscriptionKindLabel(type, false)).toBe('Määräaikainen');
    }
  });
});
