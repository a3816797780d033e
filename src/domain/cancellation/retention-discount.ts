import { addDays, formatDate } from '../shared/dates';
import { addPeriods, formatPricePerPeriod } from '../shared/period-units';
import type { PeriodUnit } from '../subscriptions/enums';

/** An accepted retention discount (retention_discounts): a price for the next `periods` periods. */
export interface RetentionDiscountTerms {
  /** The first day of the first discounted period. */
  validFrom: string;
  periods: number;
  discountedPriceCents: number;
  normalPriceCents: number;
}

export interface PeriodShape {
  periodLength: number;
  periodUnit: PeriodUnit;
}

/** The first day after the discounted periods. */
const discountEnd = (d: RetentionDiscountTerms, p: PeriodShape): string =>
  addPeriods(d.validFrom, d.periods, p.periodLength, p.periodUnit);

/**
 * The price of the period that starts on `start` (spec §4: a discount reaches the price when the
 * period changes): the discounted price for a period starting inside the discount, the normal
 * price again for the first period after it, and null (leave the price as it is) otherwise.
 */
export function priceFromDiscount(
  start: string,
  d: RetentionDiscountTerms,
  p: PeriodShape,
): number | null {
  if (start < d.validFrom) return null;
  const end = discountEnd(d, p);
  if (start < end) return d.discountedPriceCents;
  return start < addPeriods(end, 1, p.periodLength, p.periodUnit) ? d.normalPriceCents : null;
}

/**
 * What the details page and the billing page say of a discount until it is over, e.g.
 * 'Alennettu hinta 19,95 € / kk 27.12.2026 alkaen, 3 laskutuskautta'; null once it has ended.
 */
export function discountNote(
  d: RetentionDiscountTerms,
  p: PeriodShape,
  today: string,
  /** The subscription's end date: one that ends before the discount starts gets none. */
  endDate: string | null = null,
): string | null {
  if (today >= discountEnd(d, p)) return null;
  if (endDate !== null && endDate < d.validFrom) return null;
  const price = formatPricePerPeriod(d.discountedPriceCents, p.periodLength, p.periodUnit);
  const periods = d.periods === 1 ? '1 laskutuskausi' : `${d.periods} laskutuskautta`;
  return today < d.validFrom
    ? `Alennettu hinta ${price} ${formatDate(d.validFrom)} alkaen, ${periods}.`
    : `Alennettu hinta ${price} on voimassa ${formatDate(addDays(discountEnd(d, p), -1))} asti.`;
}
