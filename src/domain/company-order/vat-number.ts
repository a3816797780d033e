import { isValidBusinessId } from '../validation/finnish-ids';

// A Finnish VAT number (ALV-numero) is the Y-tunnus without its hyphen after the country code:
// 1234567-1 -> FI12345671. It is derived, never typed, and checked the same way as the Y-tunnus.

/** FI + the Y-tunnus's eight digits, or null when the Y-tunnus is not valid. */
export function vatNumberOf(businessId: string): string | null {
  const value = businessId.trim();
  return isValidBusinessId(value) ? `FI${value.replace('-', '')}` : null;
}

/** FI + eight digits whose last is the Y-tunnus check digit of the first seven. */
export function isValidFinnishVatNumber(vatNumber: string): boolean {
  const match = /^FI(\d{7})(\d)$/.exec(vatNumber.trim().toUpperCase());
  return match !== null && isValidBusinessId(`${match[1]}-${match[2]}`);
}
