// The e-invoice operator as a BIC (ISO 9362, the "Swift code" of spec §3): four characters of
// the institution, the two-letter country, two characters of location and an optional branch of
// three. Finnish operators publish their codes in this form (e.g. OKOYFIHH, NDEAFIHH).
// Letters are upper-cased first: customers type them either way.

const BIC_PATTERN = /^[A-Z0-9]{4}[A-Z]{2}[A-Z0-9]{2}(?:[A-Z0-9]{3})?$/;

export const normaliseBic = (s: string): string => s.trim().toUpperCase();

/** 8 or 11 characters in the BIC's parts; the country part is letters only. */
export function isValidBic(s: string): boolean {
  return BIC_PATTERN.test(normaliseBic(s));
}

export const BIC_MESSAGE =
  'Anna verkkolaskuoperaattorin tunnus BIC-muodossa, esimerkiksi OKOYFIHH (8 tai 11 merkkiä).';
