import { describe, expect, it } from 'vitest';
import { addOnStartDate, addOnStartOn, periodEndContaining } from '~/domain/add-ons/start-date';
import { isoWeekday } from '~/domain/shared/weekdays';

// 2026-11-21 is a Saturday (ISO 6); 2026-11-28 the next Saturday.
describe('addOnStartDate', () => {
  it('takes the issue exactly 7 days ahead for a daily product', () => {
    expect(addOnStartDate('2026-11-21', [1, 2, 3, 4, 5, 6, 7])).toBe('2026-11-28');
  });

  it('takes an issue on the 7th day, not the closer one on the 6th', () => {
    // Friday issue 27.11. is 6 days ahead (too close); Saturday 28.11. is 7 days ahead.
    expect(addOnStartDate('2026-11-21', [5, 6])).toBe('2026-11-28');
  });

  it('skips to the issue after when the next one is under 7 days away', () => {
    // Wednesday issues: 25.11. is 4 days ahead, so 2.12. (11 days ahead).
    expect(addOnStartDate('2026-11-21', [3])).toBe('2026-12-02');
  });

  it('wraps the week from Sunday to Monday', () => {
    // Saturday today, Monday-only product: 23.11. is 2 days ahead, so 30.11. (9 days).
    expect(addOnStartDate('2026-11-21', [1])).toBe('2026-11-30');
    // Sunday 22.11. today, Monday-only: 23.11. is 1 day, 30.11. is 8 days ahead.
    expect(addOnStartDate('2026-11-22', [1])).toBe('2026-11-30');
  });

  it('wraps the year', () => {
    expect(addOnStartDate('2026-12-28', [1, 2, 3, 4, 5, 6, 7])).toBe('2027-01-04');
  });

  it('ignores the order of days and values that are not weekdays', () => {
    expect(addOnStartDate('2026-11-21', [7, 0, 8, 5])).toBe('2026-11-29');
  });

  it('follows the main subscription’s calendar: the weekend paper’s Friday (issue 20 item 7)', () => {
    // Fri-Sun paper, ordered Monday 23.11.: 30.11. (Mon) has no issue, Friday 4.12. does.
    const weekend = (d: string) => [5, 6, 7].includes(isoWeekday(d));
    expect(addOnStartOn('2026-11-23', weekend)).toBe('2026-12-04');
    // A holiday without a paper is skipped too.
    const noIssue = new Set(['2026-12-04']);
    expect(addOnStartOn('2026-11-23', (d) => weekend(d) && !noIssue.has(d))).toBe('2026-12-05');
    expect(() => addOnStartOn('2026-11-23', () => false)).toThrow(RangeError);
  });

  it('refuses a product without publication days', () => {
    expect(() => addOnStartDate('2026-11-21', [])).toThrow(RangeError);
    expect(() => addOnStartDate('2026-11-21', [0, 9])).toThrow(RangeError);
  });
});

describe('periodEndContaining', () => {
  const monthly = { periodStartDate: '2026-11-12', periodLength: 1, periodUnit: 'MONTHS' as const };

  it('is the current period end when the date falls in it', () => {
    expect(periodEndContaining('2026-11-28', monthly)).toBe('2026-12-11');
    expect(periodEndContaining('2026-12-11', monthly)).toBe('2026-12-11');
  });

  it('moves on by whole periods', () => {
    expect(periodEndContaining('2026-12-12', monthly)).toBe('2027-01-11');
    const weekly = { periodStartDate: '2026-11-16', periodLength: 2, periodUnit: 'WEEKS' as const };
    expect(periodEndContaining('2026-12-01', weekly)).toBe('2026-12-13');
    const days = { periodStartDate: '2026-11-01', periodLength: 10, periodUnit: 'DAYS' as const };
    expect(periodEndContaining('2026-11-10', days)).toBe('2026-11-10');
    const yearly = { periodStartDate: '2026-01-31', periodLength: 1, periodUnit: 'YEARS' as const };
    expect(periodEndContaining('2026-11-28', yearly)).toBe('2027-01-30');
  });

  it('counts month ends from the period start, without drift', () => {
    const fromEnd = {
      periodStartDate: '2026-01-31',
      periodLength: 1,
      periodUnit: 'MONTHS' as const,
    };
    expect(periodEndContaining('2026-03-15', fromEnd)).toBe('2026-03-30');
  });

  it('refuses a date before the period', () => {
    expect(() => periodEndContaining('2026-11-01', monthly)).toThrow(RangeError);
  });
});
