import type { PeriodUnit } from '../subscriptions/enums';

/**
 * Monthly list prices of the products a subscription may change to, in cents. The catalogue
 * table holds no prices yet (a subscription carries its own agreed price), so the change offer
 * reads them here; a product missing from this list is not offered. Why, and what replaces it:
 * docs/decisions/0010-main-product-list-prices.md.
 */
export const MONTHLY_LIST_PRICES: Readonly<Record<string, number>> = {
  'PS-7PV': 3990,
  'PS-VKL': 2490,
  'PS-DIGI': 1990,
  'PS-DIGI-YRITYS': 2990,
  'KP-PAPERI': 1290,
  'TMP-PAPERI': 1490,
  'HV-6PV': 3490,
};

/** Company products are sold to companies only; the catalogue marks them by this code suffix. */
export const isCompanyProduct = (code: string): boolean => code.endsWith('-YRITYS');

const MONTHS_PER: Record<PeriodUnit, number> = {
  DAYS: 12 / 365,
  WEEKS: 12 / 52,
  MONTHS: 1,
  YEARS: 12,
};

/** A subscription's price per month, so that yearly and monthly prices compare fairly. */
export function monthlyCents(priceCents: number, periodLength: number, unit: PeriodUnit): number {
  return Math.round(priceCents / (periodLength * MONTHS_PER[unit]));
}
