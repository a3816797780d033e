import { mod97 } from './mod97';

// Finnish identifiers are checked for real (DESIGN.md), not only shaped. The is* functions take
// the value exactly as written except for spaces in IBANs and references, which customers copy
// from invoices in groups; the schemas (finnish-id-schemas.ts) trim first. No zod here, so a
// form can check an identifier as it is typed without loading the schemas.

const BUSINESS_ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2];

/** Y-tunnus check digit of seven digits, or null when no valid check digit exists (remainder 1). */
export function businessIdCheckDigit(sevenDigits: string): number | null {
  if (!/^\d{7}$/.test(sevenDigits)) return null;
  const sum = [...sevenDigits].reduce(
    (acc, d, i) => acc + Number(d) * (BUSINESS_ID_WEIGHTS[i] ?? 0),
    0,
  );
  const remainder = sum % 11;
  if (remainder === 0) return 0;
  return remainder === 1 ? null : 11 - remainder;
}

/** Y-tunnus '1234567-1': seven digits, hyphen, check digit. */
/** A Y-tunnus whose check digit is right, for hints and messages (1234567-8 is not one). */
export const BUSINESS_ID_EXAMPLE = '1234567-1';

export function isValidBusinessId(s: string): boolean {
  const match = /^(\d{7})-(\d)$/.exec(s);
  if (!match?.[1] || !match[2]) return false;
  return businessIdCheckDigit(match[1]) === Number(match[2]);
}

/** Any country's IBAN by mod-97; a Finnish one must also be exactly 18 characters. */
export function isValidIban(s: string): boolean {
  const iban = s.replace(/ /g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  if (iban.startsWith('FI') && iban.length !== 18) return false;
  return mod97(iban.slice(4) + iban.slice(0, 4)) === 1;
}

/** National reference: 4–20 digits, last one the 7-3-1 check digit of the rest. */
export function isValidFinnishReference(s: string): boolean {
  const ref = s.replace(/ /g, '');
  if (!/^\d{4,20}$/.test(ref)) return false;
  return finnishReferenceCheckDigit(ref.slice(0, -1)) === Number(ref.slice(-1));
}

/** 7-3-1 weights from the right, check = distance to the next multiple of ten. */
export function finnishReferenceCheckDigit(base: string): number {
  const weights = [7, 3, 1];
  const sum = [...base].reverse().reduce((acc, d, i) => acc + Number(d) * (weights[i % 3] ?? 0), 0);
  return (10 - (sum % 10)) % 10;
}

/** ISO 11649 creditor reference 'RF18 5390 0754 7034': RF, two check digits, 1–21 characters. */
export function isValidRfReference(s: string): boolean {
  const ref = s.replace(/ /g, '').toUpperCase();
  if (!/^RF\d{2}[A-Z0-9]{1,21}$/.test(ref)) return false;
  return mod97(ref.slice(4) + ref.slice(0, 4)) === 1;
}

/** OVT: '0037' + Y-tunnus without hyphen (8 digits) + up to 5 characters of unit code. */
export function isValidOvt(s: string): boolean {
  const match = /^0037(\d{7})(\d)[A-Za-z0-9]{0,5}$/.exec(s);
  if (!match) return false;
  return isValidBusinessId(`${match[1]}-${match[2]}`);
}

/** E-invoice address (spec §5): a valid OVT or IBAN, at most 255 characters. */
export function isValidEInvoiceAddress(s: string): boolean {
  const value = s.trim();
  return value.length <= 255 && (isValidOvt(value) || isValidIban(value));
}
