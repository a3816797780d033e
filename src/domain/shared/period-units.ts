import type { PeriodUnit } from '../subscriptions/enums';
import { addDays, addMonths } from './dates';
import { formatMoney } from './money';

/**
 * Short Finnish unit after a period length (spec §3/§9: pv, vko/vk, kk, vuotta/v).
 * - DAYS 'pv', MONTHS 'kk': the same for every length.
 * - WEEKS 'vko': the spec lists 'vk' as an alternative spelling but names no place that needs
 *   it, so the portal uses the Kielitoimisto abbreviation 'vko' everywhere for consistency.
 * - YEARS: the spec's pair 'vuotta/v' is a number agreement: Finnish says '2 vuotta' (partitive
 *   after a number above one) but never '1 vuotta', so a single year is abbreviated '1 v'.
 */
export function periodUnitShort(unit: PeriodUnit, length: number): string {
  switch (unit) {
    case 'DAYS':
      return 'pv';
    case 'WEEKS':
      return 'vko';
    case 'MONTHS':
      return 'kk';
    case 'YEARS':
      return length === 1 ? 'v' : 'vuotta';
  }
}

/** '1 kk', '12 kk', '1 v', '2 vuotta'. Plain spaces, as in the spec's labels. */
export function formatPeriod(length: number, unit: PeriodUnit): string {
  if (!Number.isSafeInteger(length) || length < 1) {
    throw new RangeError(`Period length must be a positive integer, got ${length}`);
  }
  return `${length} ${periodUnitShort(unit, length)}`;
}

/** '29,90 € / 1 kk'; a free price is only '0 €' (spec §5), since "0 € per month" reads oddly. */
export function formatPricePerPeriod(cents: number, length: number, unit: PeriodUnit): string {
  const price = formatMoney(cents);
  if (cents === 0) return price;
  return `${price} / ${formatPeriod(length, unit)}`;
}

/** The date `count` periods of `length` `unit` after `date` (month ends clamp, as addMonths). */
export function addPeriods(date: string, count: number, length: number, unit: PeriodUnit): string {
  switch (unit) {
    case 'DAYS':
      return addDays(date, count * length);
    case 'WEEKS':
      return addDays(date, count * length * 7);
    case 'MONTHS':
      return addMonths(date, count * length);
    case 'YEARS':
      return addMonths(date, count * length * 12);
  }
}
