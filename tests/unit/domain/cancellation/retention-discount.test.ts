import { describe, expect, it } from 'vitest';
import {
  discountNote,
  priceFromDiscount,
  type RetentionDiscountTerms,
} from '~/domain/cancellation/retention-discount';
import { formatPricePerPeriod } from '~/domain/shared/period-units';

// Issue 20 item 4: an accepted retention discount reaches the price at the period change and
// is shown until it is over.
const DISCOUNT: RetentionDiscountTerms = {
  validFrom: '2026-12-27',
  periods: 3,
  discountedPriceCents: 1995,
  normalPriceCents: 3990,
};
const MONTHLY = { periodLength: 1, periodUnit: 'MONTHS' } as const;
/** '19,95 € / 1 kk' with the fi-FI non-breaking space. */
const PRICE = formatPricePerPeriod(1995, 1, 'MONTHS');

describe('priceFromDiscount', () => {
  it('gives the discounted price to the periods inside the discount', () => {
    expect(priceFromDiscount('2026-12-27', DISCOUNT, MONTHLY)).toBe(1995);
    expect(priceFromDiscount('2027-01-27', DISCOUNT, MONTHLY)).toBe(1995);
    expect(priceFromDiscount('2027-02-27', DISCOUNT, MONTHLY)).toBe(1995);
  });
  it('returns to the normal price for the first period after, and leaves others alone', () => {
    expect(priceFromDiscount('2027-03-27', DISCOUNT, MONTHLY)).toBe(3990);
    expect(priceFromDiscount('2027-04-27', DISCOUNT, MONTHLY)).toBeNull();
    expect(priceFromDiscount('2026-11-27', DISCOUNT, MONTHLY)).toBeNull();
  });
});

describe('discountNote', () => {
  it('announces a coming discount, then says until when it runs, then nothing', () => {
    expect(discountNote(DISCOUNT, MONTHLY, '2026-11-21')).toBe(
      `Alennettu hinta ${PRICE} 27.12.2026 alkaen, 3 laskutuskautta.`,
    );
    expect(discountNote(DISCOUNT, MONTHLY, '2027-01-05')).toBe(
      `Alennettu hinta ${PRICE} on voimassa 26.3.2027 asti.`,
    );
    expect(discountNote(DISCOUNT, MONTHLY, '2027-03-27')).toBeNull();
    expect(discountNote({ ...DISCOUNT, periods: 1 }, MONTHLY, '2026-11-21')).toContain(
      '1 laskutuskausi',
    );
  });
});

describe('discountNote of a subscription that ends', () => {
  it('shows no future discount once the subscription ends before it starts (issue 30 item 8)', () => {
    expect(discountNote(DISCOUNT, MONTHLY, '2026-11-21', '2026-12-26')).toBeNull();
    expect(discountNote(DISCOUNT, MONTHLY, '2026-11-21', '2027-12-26')).toContain('27.12.2026');
  });
});
