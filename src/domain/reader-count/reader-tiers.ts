// Spec §9: company digital subscriptions are priced by reader from tiers that run from 1 reader
// up to a maximum; at most 50 readers through self-service. VAT 10 % on reading rights.
// Money is integer cents (DESIGN.md).

/** Spec §9: the most readers a company may order through self-service. */
export const MAX_SELF_SERVICE_READERS = 50;

/** Spec §9: VAT on digital reading rights, in per cent. */
export const READING_RIGHT_VAT_PERCENT = 10;

export interface ReaderTier {
  /** First reader count of the band. */
  from: number;
  /** Last reader count of the band. */
  to: number;
  /** List price of one reader in this band for a year, without VAT, in cents. */
  yearlyCentsPerReader: number;
}

/**
 * The company digital product's list prices per reader and year, without VAT. Graduated: each
 * reader is priced by the band it falls in (readers 1-5 at the first band's price, 6-10 at the
 * second's...), so a larger count never costs less in total. In production these are the
 * product's price list in the subscription system (the products table would carry them); here
 * they are the portal's copy, as decision 0033 says.
 */
export const READER_TIERS: readonly ReaderTier[] = [
  { from: 1, to: 5, yearlyCentsPerReader: 19900 },
  { from: 6, to: 10, yearlyCentsPerReader: 17900 },
  { from: 11, to: 25, yearlyCentsPerReader: 15900 },
  { from: 26, to: MAX_SELF_SERVICE_READERS, yearlyCentsPerReader: 13900 },
];

export interface ReaderPrice {
  readers: number;
  /** The year's price without VAT. */
  netCents: number;
  /** VAT at READING_RIGHT_VAT_PERCENT, rounded half up to whole cents. */
  vatCents: number;
  vatPercent: number;
  /** net + VAT: what the invoice for a year charges. */
  grossCents: number;
}

/** VAT of a net amount in whole cents, rounded half up (0.5 cents up). */
export function vatOf(netCents: number, percent = READING_RIGHT_VAT_PERCENT): number {
  return Math.floor((netCents * percent + 50) / 100);
}

/**
 * A graduated price list's net total for `count` units: each unit is priced by the band it falls
 * in. Shared by the reader tiers and the company print copies (company-order/print-copy-tiers.ts).
 */
export function graduatedNetCents<Band extends { from: number; to: number }>(
  bands: readonly Band[],
  count: number,
  unitCents: (band: Band) => number,
): number {
  let netCents = 0;
  for (const band of bands) {
    const inBand = Math.max(0, Math.min(count, band.to) - band.from + 1);
    netCents += inBand * unitCents(band);
  }
  return netCents;
}

/** The year's price of `readers` readers (1..MAX_SELF_SERVICE_READERS) from the tiers. */
export function yearlyReaderPrice(readers: number): ReaderPrice {
  if (!Number.isInteger(readers) || readers < 1 || readers > MAX_SELF_SERVICE_READERS) {
    throw new RangeError(`No list price for ${readers} readers`);
  }
  const netCents = graduatedNetCents(READER_TIERS, readers, (t) => t.yearlyCentsPerReader);
  const vatCents = vatOf(netCents);
  return {
    readers,
    netCents,
    vatCents,
    vatPercent: READING_RIGHT_VAT_PERCENT,
    grossCents: netCents + vatCents,
  };
}
