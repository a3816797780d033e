import { graduatedNetCents, vatOf } from '../reader-count/reader-tiers';

// Company print copies (spec §1 "digital reading rights per reader, or print copies"; §3 Company
// order "amount of papers"). Like the reader tiers (decision 0033), the list prices are the
// portal's copy of the product's price list in the subscription system. Money is integer cents.

/** The most print copies a company orders through self-service; more is a call to sales. */
export const MAX_SELF_SERVICE_COPIES = 20;

/** VAT on newspaper and periodical subscriptions in Finland, in per cent (print as digital). */
const PRINT_VAT_PERCENT = 10;

export interface CopyTier {
  from: number;
  to: number;
  /** List price of one copy delivered every publication day for a year, without VAT. */
  yearlyCentsPerCopy: number;
}

/** Graduated like the reader tiers: a larger count never costs less in total. */
const COPY_TIERS: readonly CopyTier[] = [
  { from: 1, to: 4, yearlyCentsPerCopy: 44900 },
  { from: 5, to: 9, yearlyCentsPerCopy: 41900 },
  { from: 10, to: MAX_SELF_SERVICE_COPIES, yearlyCentsPerCopy: 38900 },
];

export interface CopyPrice {
  copies: number;
  netCents: number;
  vatCents: number;
  vatPercent: number;
  grossCents: number;
}

/** The year's price of `copies` copies (1..MAX_SELF_SERVICE_COPIES). */
export function yearlyCopyPrice(copies: number): CopyPrice {
  if (!Number.isInteger(copies) || copies < 1 || copies > MAX_SELF_SERVICE_COPIES) {
    throw new RangeError(`No list price for ${copies} copies`);
  }
  const netCents = graduatedNetCents(COPY_TIERS, copies, (t) => t.yearlyCentsPerCopy);
  const vatCents = vatOf(netCents, PRINT_VAT_PERCENT);
  return {
    copies,
    netCents,
    vatCents,
    vatPercent: PRINT_VAT_PERCENT,
    grossCents: netCents + vatCents,
  };
}
