import { describe, expect, it } from 'vitest';
import { yearlyPriceText } from '~/domain/reader-count/reader-count-texts';
import {
  MAX_SELF_SERVICE_READERS,
  READER_TIERS,
  vatOf,
  yearlyReaderPrice,
} from '~/domain/reader-count/reader-tiers';

describe('READER_TIERS', () => {
  it('run without gaps from 1 reader to the self-service maximum of 50', () => {
    expect(READER_TIERS[0]?.from).toBe(1);
    expect(READER_TIERS.at(-1)?.to).toBe(MAX_SELF_SERVICE_READERS);
    expect(MAX_SELF_SERVICE_READERS).toBe(50);
    READER_TIERS.slice(1).forEach((tier, i) =>
      expect(tier.from).toBe((READER_TIERS[i]?.to ?? 0) + 1),
    );
  });
});

describe('vatOf (10 %, half a cent rounds up)', () => {
  it('rounds to whole cents', () => {
    expect(vatOf(220800)).toBe(22080);
    expect(vatOf(4)).toBe(0);
    expect(vatOf(5)).toBe(1);
    expect(vatOf(15)).toBe(2);
    expect(vatOf(14)).toBe(1);
  });
});

describe('yearlyReaderPrice (graduated: each reader at its band\u2019s price)', () => {
  it('prices 1 reader from the first band', () => {
    expect(yearlyReaderPrice(1)).toEqual({
      readers: 1,
      netCents: 19900,
      vatCents: 1990,
      vatPercent: 10,
      grossCents: 21890,
    });
  });
  it('prices 10 readers as 5 x 199 € + 5 x 179 €', () => {
    expect(yearlyReaderPrice(10)).toMatchObject({
      netCents: 189000,
      vatCents: 18900,
      grossCents: 207900,
    });
  });
  it('prices 12 readers as 5 x 199 € + 5 x 179 € + 2 x 159 €', () => {
    expect(yearlyReaderPrice(12)).toMatchObject({
      netCents: 220800,
      vatCents: 22080,
      grossCents: 242880,
    });
  });
  it('prices 50 readers across all four bands', () => {
    expect(yearlyReaderPrice(50)).toMatchObject({
      netCents: 775000,
      vatCents: 77500,
      grossCents: 852500,
    });
  });
  it('never costs less for more readers', () => {
    for (let n = 2; n <= 50; n += 1) {
      expect(yearlyReaderPrice(n).netCents).toBeGreaterThan(yearlyReaderPrice(n - 1).netCents);
    }
  });
  it('has no list price outside 1-50', () => {
    expect(() => yearlyReaderPrice(0)).toThrow(RangeError);
    expect(() => yearlyReaderPrice(51)).toThrow(RangeError);
    expect(() => yearlyReaderPrice(2.5)).toThrow(RangeError);
  });
});

describe('yearlyPriceText', () => {
  it('shows the total plus VAT with its percent, per year', () => {
    expect(yearlyPriceText(yearlyReaderPrice(12))).toBe(
      'yhteensä 2\u00A0208,00\u00A0€ + alv 10 % 220,80\u00A0€ / vuosi',
    );
  });
});
