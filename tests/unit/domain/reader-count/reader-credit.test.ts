import { describe, expect, it } from 'vitest';
import { unusedPeriodCredit } from '~/domain/reader-count/reader-credit';

const year = { periodStartDate: '2026-01-01', periodEndDate: '2026-12-31', priceCents: 190800 };

describe('unusedPeriodCredit (days left / days in period, rounded down to a cent)', () => {
  it('credits the change day to the period end', () => {
    // 184 of 365 days: 190800 x 184 / 365 = 96184.109... -> 96184.
    expect(unusedPeriodCredit(year, '2026-07-01')).toEqual({
      daysLeft: 184,
      daysInPeriod: 365,
      creditCents: 96184,
    });
  });
  it('credits the whole price on the first day and one day on the last', () => {
    expect(unusedPeriodCredit(year, '2026-01-01').creditCents).toBe(190800);
    // 190800 / 365 = 522.73... -> 522.
    expect(unusedPeriodCredit(year, '2026-12-31')).toEqual({
      daysLeft: 1,
      daysInPeriod: 365,
      creditCents: 522,
    });
  });
  it('credits nothing after the period', () => {
    expect(unusedPeriodCredit(year, '2027-01-05').creditCents).toBe(0);
  });
  it('counts a leap year\u2019s 366 days', () => {
    const leap = { periodStartDate: '2028-01-01', periodEndDate: '2028-12-31', priceCents: 36600 };
    expect(unusedPeriodCredit(leap, '2028-12-01')).toEqual({
      daysLeft: 31,
      daysInPeriod: 366,
      creditCents: 3100,
    });
  });
});
