import { describe, expect, it } from 'vitest';
import { isNextPeriodDue, nextPeriodOf } from '~/domain/billing-period/next-period';
import { addPeriods } from '~/domain/shared/period-units';

const monthly = {
  status: 'ACTIVE',
  subscriptionType: 'RECURRING',
  endDate: null,
  periodEndDate: '2026-11-30',
  periodLength: 1,
  periodUnit: 'MONTHS' as const,
};

describe('isNextPeriodDue', () => {
  it('is due from the day after the period ends, not on its last day', () => {
    expect(isNextPeriodDue(monthly, '2026-11-30')).toBe(false);
    expect(isNextPeriodDue(monthly, '2026-12-01')).toBe(true);
  });
  it('holds for suspended and renewing orders too', () => {
    expect(isNextPeriodDue({ ...monthly, status: 'SUSPENDED' }, '2026-12-01')).toBe(true);
    expect(
      isNextPeriodDue({ ...monthly, status: 'ACTIVE_ORDER_BEING_RENEWED' }, '2026-12-05'),
    ).toBe(true);
  });
  it('is never due for a cancelled, finished or fixed-term order', () => {
    expect(isNextPeriodDue({ ...monthly, status: 'CANCELLED' }, '2026-12-01')).toBe(false);
    expect(isNextPeriodDue({ ...monthly, status: 'FINISHED' }, '2026-12-01')).toBe(false);
    expect(isNextPeriodDue({ ...monthly, subscriptionType: 'FIXED_TERM' }, '2026-12-01')).toBe(
      false,
    );
  });
  it('is not due when the subscription ends with the current period', () => {
    expect(isNextPeriodDue({ ...monthly, endDate: '2026-11-30' }, '2026-12-01')).toBe(false);
    expect(isNextPeriodDue({ ...monthly, endDate: '2027-03-31' }, '2026-12-01')).toBe(true);
  });
});

describe('nextPeriodOf', () => {
  it('starts the day after the period and lasts one period', () => {
    expect(nextPeriodOf(monthly)).toEqual({ start: '2026-12-01', end: '2026-12-31' });
    expect(nextPeriodOf({ ...monthly, periodLength: 3 })).toEqual({
      start: '2026-12-01',
      end: '2027-02-28',
    });
    expect(nextPeriodOf({ ...monthly, periodUnit: 'WEEKS', periodLength: 4 })).toEqual({
      start: '2026-12-01',
      end: '2026-12-28',
    });
    expect(nextPeriodOf({ ...monthly, periodUnit: 'YEARS' })).toEqual({
      start: '2026-12-01',
      end: '2027-11-30',
    });
  });
  it('ends no later than the subscription', () => {
    expect(nextPeriodOf({ ...monthly, periodLength: 3, endDate: '2027-01-15' })).toEqual({
      start: '2026-12-01',
      end: '2027-01-15',
    });
  });
});

describe('addPeriods', () => {
  it('clamps month ends like the calendar does', () => {
    expect(addPeriods('2027-01-31', 1, 1, 'MONTHS')).toBe('2027-02-28');
    expect(addPeriods('2026-12-01', 2, 6, 'DAYS')).toBe('2026-12-13');
  });
});
