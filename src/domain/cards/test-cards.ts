// The built-in test card provider's rules (docs/decisions/0017-payment-cards.md): which card
// numbers succeed, are declined or need 3-D Secure, as card providers document for their test
// mode. Only the hosted test page uses these; the portal itself never sees a card number.

export type TestCardBrand = 'Visa' | 'Mastercard';

/** Test numbers with a fixed outcome; any other valid Visa or Mastercard number succeeds. */
export const TEST_CARDS = {
  visa: '4111 1111 1111 1111',
  mastercard: '5555 5555 5555 4444',
  declined: '4000 0000 0000 0002',
  insufficientFunds: '4000 0000 0000 9995',
  threeDSecure: '4000 0000 0000 3220',
  /** Saved without trouble; every later charge to it is declined (as in providers' test modes). */
  chargeDeclined: '4000 0000 0000 0341',
  /** Saved after 3-D Secure; every later charge without the cardholder needs them again. */
  chargeNeedsCustomer: '4000 0027 6000 3184',
} as const;

/** The test provider's charge() knows these cards by their last four digits. */
export const CHARGE_DECLINED_LAST4 = '0341';
export const CHARGE_NEEDS_CUSTOMER_LAST4 = '3184';

const DECLINED: Record<string, string> = {
  '4000000000000002': 'Korttia ei hyväksytty. Tarkista kortin tiedot tai käytä toista korttia.',
  '4000000000009995': 'Kortilla ei ole riittävästi katetta. Käytä toista korttia.',
};
const THREE_D_SECURE = new Set(['4000000000003220', '4000002760003184']);

export interface CardEntry {
  number: string;
  /** 'KK/VV' or 'KK/VVVV' */
  expiry: string;
  cvc: string;
}

export type CardEntryErrors = Partial<Record<keyof CardEntry, string>>;

export type TestCardDecision =
  | { outcome: 'INVALID'; errors: CardEntryErrors }
  | { outcome: 'DECLINED'; message: string }
  | {
      outcome: 'APPROVED' | 'REQUIRES_3DS';
      brand: TestCardBrand;
      last4: string;
      expiryMonth: number;
      expiryYear: number;
    };

/** The Luhn check digit test every card number passes. */
export function isLuhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** Visa starts with 4; Mastercard with 51-55 or 2221-2720. Others are not accepted. */
export function brandOf(digits: string): TestCardBrand | null {
  if (/^4\d{12}(\d{3}){0,2}$/.test(digits)) return 'Visa';
  const prefix4 = Number(digits.slice(0, 4));
  if (digits.length === 16 && (/^5[1-5]/.test(digits) || (prefix4 >= 2221 && prefix4 <= 2720))) {
    return 'Mastercard';
  }
  return null;
}

/** 'KK/VV' or 'KK/VVVV' as month and four-digit year, or null. */
export function parseExpiry(text: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (!match?.[1] || !match[2]) return null;
  const month = Number(match[1]);
  const year = match[2].length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return month >= 1 && month <= 12 ? { month, year } : null;
}

/** What the test provider does with an entered card on `today` ('yyyy-MM-dd'). */
export function decideTestCard(entry: CardEntry, today: string): TestCardDecision {
  const digits = entry.number.replace(/[\s-]/g, '');
  const errors: CardEntryErrors = {};
  const brand = isLuhnValid(digits) ? brandOf(digits) : null;
  if (!isLuhnValid(digits)) errors.number = 'Tarkista kortin numero.';
  else if (!brand)
    errors.number = 'Korttityyppiä ei hyväksytä. Käytä Visa- tai Mastercard-korttia.';
  const expiry = parseExpiry(entry.expiry);
  const [year, month] = today.split('-').map(Number);
  if (!expiry) errors.expiry = 'Anna voimassaoloaika muodossa KK/VV.';
  else if (expiry.year < (year ?? 0) || (expiry.year === year && expiry.month < (month ?? 0))) {
    errors.expiry = 'Kortti on vanhentunut.';
  }
  if (!/^\d{3}$/.test(entry.cvc.trim())) errors.cvc = 'Tarkista turvakoodi (3 numeroa).';
  if (!brand || !expiry || Object.keys(errors).length > 0) return { outcome: 'INVALID', errors };

  const declined = DECLINED[digits];
  if (declined) return { outcome: 'DECLINED', message: declined };
  return {
    outcome: THREE_D_SECURE.has(digits) ? 'REQUIRES_3DS' : 'APPROVED',
    brand,
    last4: digits.slice(-4),
    expiryMonth: expiry.month,
    expiryYear: expiry.year,
  };
}
