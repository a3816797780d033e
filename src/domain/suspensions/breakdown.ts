import { diffInDays } from '../shared/dates';
import type { PeriodUnit } from '../subscriptions/enums';
import type { DigitalPart } from './input';

// The price breakdown of a suspension (spec §3, §9). Days are calendar days on 'yyyy-MM-dd'
// strings, so month and year ends and the DST change need no special care: a day is a date.

/** Spec §9: the first 7 consecutive calendar days of every suspension are not credited. */
export const DEDUCTIBLE_DAYS = 7;

/** The length of a suspension in calendar days, both ends included: 1.12.-20.12. is 20 days. */
export function suspensionLengthDays(startDate: string, endDate: string): number {
  return diffInDays(endDate, startDate) + 1;
}

// A month is a twelfth of a 365-day year, so every month of a monthly price weighs the same
// and a day costs the same whichever month the suspension falls in.
const NOMINAL_DAYS: Readonly<Record<PeriodUnit, number>> = {
  DAYS: 1,
  WEEKS: 7,
  MONTHS: 365 / 12,
  YEARS: 365,
};

/**
 * The price of one day in whole cents (half up): the price of a period divided by its nominal
 * days (a month = 365/12 days). 39,90 € / 1 kk -> 131 c; 19,90 € / 1 kk -> 65 c.
 */
export function pricePerDayCents(priceCents: number, periodLength: number, unit: PeriodUnit) {
  if (!Number.isSafeInteger(priceCents) || priceCents < 0) {
    throw new RangeError(`priceCents must be non-negative integer cents, got ${priceCents}`);
  }
  if (!Number.isSafeInteger(periodLength) || periodLength < 1) {
    throw new RangeError(`periodLength must be a positive integer, got ${periodLength}`);
  }
  return Math.round(priceCents / (periodLength * NOMINAL_DAYS[unit]));
}

export interface BreakdownInput {
  startDate: string;
  endDate: string;
  /** KEEP or SUSPEND for a paper + digi subscription; null for paper only (nothing to choose). */
  digitalPart: DigitalPart | null;
  /** The subscription's own price per day (pricePerDayCents of its price and period). */
  dayPriceCents: number;
  /** The digital part's price per day, charged for each credited day when it is kept. */
  digiDayPriceCents: number;
}

export interface SuspensionBreakdown {
  lengthDays: number;
  /** Days not credited: the deductible, or the whole suspension when it is shorter. */
  deductibleDays: number;
  /** Days beyond the deductible; each is credited at the subscription's day price. */
  creditedDays: number;
  dayPriceCents: number;
  /** The day price of the kept digital part; 0 when it is suspended too or there is none. */
  digiPricePerDayCents: number;
  /** What the kept digital part costs over the credited days. */
  digiChargeCents: number;
  /** Credited days at the day price minus the digital charge, never below zero. */
  totalCreditedCents: number;
  /**
   * How many days the subscription period grows: the credit in whole days of the subscription's
   * own price. Without a kept digital part this equals creditedDays (20 days -> 13 days).
   */
  extensionDays: number;
}

/** Spec §9: "a digital part kept during suspension is charged per day against credited days". */
export function suspensionBreakdown(input: BreakdownInput): SuspensionBreakdown {
  const lengthDays = suspensionLengthDays(input.startDate, input.endDate);
  if (lengthDays < 1) throw new RangeError('A suspension ends on or after its start');
  const deductibleDays = Math.min(lengthDays, DEDUCTIBLE_DAYS);
  const creditedDays = lengthDays - deductibleDays;
  const digiPricePerDayCents = input.digitalPart === 'KEEP' ? input.digiDayPriceCents : 0;
  const digiChargeCents = creditedDays * digiPricePerDayCents;
  const totalCreditedCents = Math.max(creditedDays * input.dayPriceCents - digiChargeCents, 0);
  const extensionDays =
    input.dayPriceCents > 0
      ? Math.min(Math.floor(totalCreditedCents / input.dayPriceCents), creditedDays)
      : creditedDays;
  return {
    lengthDays,
    deductibleDays,
    creditedDays,
    dayPriceCents: input.dayPriceCents,
    digiPricePerDayCents,
    digiChargeCents,
    totalCreditedCents,
    extensionDays,
  };
}
