import { describe, expect, it } from 'vitest';
import { coversDate, rangesOverlap } from '~/domain/shared/date-ranges';

const r = (startDate: string, endDate: string | null) => ({ startDate, endDate });

describe('rangesOverlap', () => {
  it('counts both ends: ending on the day the other starts overlaps', () => {
    expect(rangesOverlap(r('2026-12-01', '2026-12-10'), r('2026-12-10', '2026-12-20'))).toBe(true);
    expect(rangesOverlap(r('2026-12-10', '2026-12-20'), r('2026-12-01', '2026-12-10'))).toBe(true);
    expect(rangesOverlap(r('2026-12-01', '2026-12-10'), r('2026-12-11', '2026-12-20'))).toBe(false);
    expect(rangesOverlap(r('2026-12-11', '2026-12-20'), r('2026-12-01', '2026-12-10'))).toBe(false);
  });

  it('finds a range inside another', () => {
    expect(rangesOverlap(r('2026-12-01', '2026-12-31'), r('2026-12-05', '2026-12-06'))).toBe(true);
    expect(rangesOverlap(r('2026-12-05', '2026-12-06'), r('2026-12-01', '2026-12-31'))).toBe(true);
  });

  it('treats a null end as open on either side', () => {
    expect(rangesOverlap(r('2026-12-01', null), r('2030-01-01', '2030-01-02'))).toBe(true);
    expect(rangesOverlap(r('2030-01-01', '2030-01-02'), r('2026-12-01', null))).toBe(true);
    expect(rangesOverlap(r('2026-12-01', null), r('2026-11-01', '2026-11-30'))).toBe(false);
    expect(rangesOverlap(r('2026-12-01', null), r('2027-01-01', null))).toBe(true);
  });
});

describe('coversDate', () => {
  it('covers its first and last day and nothing outside', () => {
    const s = r('2026-12-01', '2026-12-10');
    expect(coversDate(s, '2026-11-30')).toBe(false);
    expect(coversDate(s, '2026-12-01')).toBe(true);
    expect(coversDate(s, '2026-12-05')).toBe(true);
    expect(coversDate(s, '2026-12-10')).toBe(true);
    expect(coversDate(s, '2026-12-11')).toBe(false);
  });

  it('covers every day from the start of an open range', () => {
    expect(coversDate(r('2026-12-01', null), '2040-01-01')).toBe(true);
    expect(coversDate(r('2026-12-01', null), '2026-11-30')).toBe(false);
  });
});
