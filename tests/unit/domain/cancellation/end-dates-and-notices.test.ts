import { describe, expect, it } from 'vitest';
import {
  addOnEndWithMain,
  addOnOwnEndDate,
  cancellationEndDate,
} from '~/domain/cancellation/end-dates';
import {
  distanceSellingText,
  noticePeriodText,
  readingRightsText,
} from '~/domain/cancellation/notices';

const monthly = {
  periodStartDate: '2026-11-12',
  periodEndDate: '2026-12-11',
  periodLength: 1,
  periodUnit: 'MONTHS' as const,
  endDate: null,
};

describe('end dates', () => {
  it('ends a subscription with its current period', () => {
    expect(cancellationEndDate(monthly)).toBe('2026-12-11');
  });

  it('ends a fixed term order at its own end when that comes first', () => {
    expect(cancellationEndDate({ ...monthly, endDate: '2026-12-01' })).toBe('2026-12-01');
  });

  it('ends add-ons with the main period that contains the main end', () => {
    expect(addOnEndWithMain('2026-12-11', monthly)).toBe('2026-12-11');
    expect(addOnEndWithMain('2026-12-20', monthly)).toBe('2027-01-11');
    expect(addOnOwnEndDate({ ...monthly, periodStartDate: '2026-11-30' })).toBe('2026-12-11');
  });
});

describe('notices', () => {
  it('explains the 30-day rule for recurring orders', () => {
    expect(noticePeriodText('RECURRING', '2026-12-11')).toContain(
      'irtisanomisaika on 30 päivää tai nykyisen tilausjakson loppuun',
    );
    expect(noticePeriodText('FIXED_TERM', '2026-12-11')).not.toContain('30 päivää');
  });

  it('explains the 14-day right only within 14 days of the start', () => {
    const paper = { startDate: '2026-11-10', productFormat: 'PAPER' as const };
    expect(distanceSellingText(paper, '2026-11-21')).toContain('14 päivän peruutusoikeus');
    expect(distanceSellingText({ ...paper, startDate: '2026-11-06' }, '2026-11-21')).toBeNull();
    expect(
      distanceSellingText({ startDate: '2026-11-10', productFormat: 'DIGI' }, '2026-11-21'),
    ).toContain('ei ole 14 päivän peruutusoikeutta');
  });

  it('tells what happens to the paper and the reading rights', () => {
    const text = readingRightsText('PAPER_AND_DIGI', '2026-12-11', 1);
    expect(text).toContain('Lehti tulee normaalisti 11.12.2026 asti.');
    expect(text).toContain('jakamasi lukuoikeudet (1)');
    expect(readingRightsText('PAPER', '2026-12-11', 0)).not.toContain('Digilehden');
  });
});
