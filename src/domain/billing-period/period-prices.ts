import type { PeriodUnit } from '../subscriptions/enums';

export interface PeriodPrice {
  periodUnit: PeriodUnit;
  periodLength: number;
  priceCents: number;
}

const months = (periodLength: number, priceCents: number): PeriodPrice => ({
  periodUnit: 'MONTHS',
  periodLength,
  priceCents,
});

/**
 * The billing periods each recurring product offers, with their list prices in cents. Like the
 * monthly list prices of the product change (decision 0010), they live in code until a price
 * source exists; a product missing here offers no change of billing period (decision 0015).
 */
const BILLING_PERIOD_PRICES: Readonly<Record<string, readonly PeriodPrice[]>> = {
  'PS-7PV': [months(1, 3990), months(3, 11490), months(6, 22290), months(12, 42990)],
  'PS-VKL': [months(1, 2490), months(3, 7190), months(6, 13990), months(12, 26990)],
  'PS-DIGI': [months(1, 1990), months(3, 5790), months(12, 21490)],
  'HV-6PV': [months(1, 3490), months(3, 10090), months(6, 19690), months(12, 37990)],
};

export const periodPricesOf = (productCode: string): readonly PeriodPrice[] =>
  BILLING_PERIOD_PRICES[productCode] ?? [];

export const samePeriod = (
  a: Pick<PeriodPrice, 'periodUnit' | 'periodLength'>,
  b: Pick<PeriodPrice, 'periodUnit' | 'periodLength'>,
): boolean => a.periodUnit === b.periodUnit && a.periodLength === b.periodLength;
