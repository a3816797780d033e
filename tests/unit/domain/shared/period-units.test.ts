import { describe, expect, it } from 'vitest';
import { formatPeriod, formatPricePerPeriod, periodUnitShort } from '~/domain/shared/period-units';

const NBSP = '\u00A0';

describe('periodUnitShort', () => {
  it('abbreviates days, weeks and months the same for every length', () => {
    expect(periodUnitShort('DAYS', 1)).toBe('pv');
    expect(periodUnitShort('DAYS', 14)).toBe('pv');
    expect(periodUnitShort('WEEKS', 1)).toBe('vko');
    expect(periodUnitShort('WEEKS', 4)).toBe('vko');
    expect(periodUnitShort('MONTHS', 1)).toBe('kk');
    expect(periodUnitShort('MONTHS', 12)).toBe('kk');
  });

  it("uses 'v' for one year and 'vuotta' for more", () => {
    expect(periodUnitShort('YEARS', 1)).toBe('v');
    expect(periodUnitShort('YEARS', 2)).toBe('vuotta');
    expect(periodUnitShort('YEARS', 5)).toBe('vuotta');
  });
});

describe('formatPeriod', () => {
  it('joins length and unit', () => {
    expect(formatPeriod(1, 'MONTHS')).toBe('1 kk');
    expect(formatPeriod(12, 'MONTHS')).toBe('12 kk');
    expect(formatPeriod(1, 'YEARS')).toBe('1 v');
    expect(formatPeriod(2, 'YEARS')).toBe('2 vuotta');
    expect(formatPeriod(4, 'WEEKS')).toBe('4 vko');
    expect(formatPeriod(30, 'DAYS')).toBe('30 pv');
  });

  it('throws on a length that is not a positive integer', () => {
    expect(() => formatPeriod(0, 'MONTHS')).toThrow(RangeError);
    expect(() => formatPeriod(-1, 'MONTHS')).toThrow(RangeError);
    expect(() => formatPeriod(1.5, 'MONTHS')).toThrow(RangeError);
  });
});

describe('formatPricePerPeriod', () => {
  it('shows price per period', () => {
    expect(formatPricePerPeriod(2990, 1, 'MONTHS')).toBe(`29,90${NBSP}€ / 1 kk`);
    expect(formatPricePerPeriod(34900, 1, 'YEARS')).toBe(`349,00${NBSP}€ / 1 v`);
    expect(formatPricePerPeriod(123456, 2, 'YEARS')).toBe(`1${NBSP}234,56${NBSP}€ / 2 vuotta`);
  });

  it('shows a free price as 0 € without a period', () => {
    expect(formatPricePerPeriod(0, 1, 'MONTHS')).toBe(`0${NBSP}€`);
  });

  it('throws on non-integer cents', () => {
    expect(() => formatPricePerPeriod(29.9, 1, 'MONTHS')).toThrow(RangeError);
  });
});
