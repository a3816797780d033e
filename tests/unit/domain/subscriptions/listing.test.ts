import { describe, expect, it } from 'vitest';
import { hasEnded, listScopeOf } from '~/domain/subscriptions/listing';

const TODAY = '2026-11-21';

describe('hasEnded', () => {
  it('is true for a finished subscription whatever its date', () => {
    expect(hasEnded({ status: 'FINISHED', endDate: null }, TODAY)).toBe(true);
  });

  it('is true once the end date has passed, false on the end date itself', () => {
    expect(hasEnded({ status: 'CANCELLED', endDate: '2026-11-20' }, TODAY)).toBe(true);
    expect(hasEnded({ status: 'CANCELLED', endDate: TODAY }, TODAY)).toBe(false);
  });

  it('is false for a continuing subscription', () => {
    expect(hasEnded({ status: 'ACTIVE', endDate: null }, TODAY)).toBe(false);
  });
});

describe('listScopeOf', () => {
  it('puts running and cancelled-but-not-yet-ended subscriptions in the active list', () => {
    expect(listScopeOf({ status: 'ACTIVE', endDate: null }, TODAY)).toBe('active');
    expect(listScopeOf({ status: 'CANCELLED', endDate: '2026-12-12' }, TODAY)).toBe('active');
    expect(listScopeOf({ status: 'PENDING', endDate: null }, TODAY)).toBe('active');
  });

  it('shows ended subscriptions for 12 months after their end', () => {
    expect(listScopeOf({ status: 'FINISHED', endDate: '2026-08-21' }, TODAY)).toBe('ended');
    expect(listScopeOf({ status: 'FINISHED', endDate: '2025-11-21' }, TODAY)).toBe('ended');
  });

  it('hides those that ended more than 12 months ago, or have no end date to tell', () => {
    expect(listScopeOf({ status: 'FINISHED', endDate: '2025-11-20' }, TODAY)).toBeNull();
    expect(listScopeOf({ status: 'FINISHED', endDate: '2025-09-21' }, TODAY)).toBeNull();
    expect(listScopeOf({ status: 'FINISHED', endDate: null }, TODAY)).toBeNull();
  });
});
