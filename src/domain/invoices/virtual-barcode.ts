import { isIsoDate } from '../shared/dates';
import {
  isValidFinnishReference,
  isValidIban,
  isValidRfReference,
} from '../validation/finnish-ids';

// Finnish virtual bar code ("virtuaaliviivakoodi", Finance Finland's Pankkiviivakoodi guide):
// 54 digits that a bank app reads to prefill a payment.
//   v4: 4 | IBAN 16 | euros 6 | cents 2 | 000     | national reference 20 | YYMMDD
//   v5: 5 | IBAN 16 | euros 6 | cents 2 | RF check 2 | RF reference 21     | YYMMDD
// The bar code carries digits only, so an RF reference with letters cannot be encoded.

export interface VirtualBarcodeInput {
  /** Finnish IBAN, spaces allowed. */
  iban: string;
  /** Amount in cents, 0 when the amount is left to the payer. */
  cents: number;
  /** National reference (version 4) or RF creditor reference (version 5), spaces allowed. */
  reference: string;
  /** 'yyyy-MM-dd' in 2000–2099, or null for "no due date" (encoded 000000). */
  dueDate: string | null;
}

const MAX_CENTS = 99_999_999; // 999 999,99 €: six euro digits

export function virtualBarcode({ iban, cents, reference, dueDate }: VirtualBarcodeInput): string {
  const account = ibanDigits(iban);
  const amount = amountDigits(cents);
  const due = dueDigits(dueDate);
  const ref = reference.replace(/ /g, '').toUpperCase();
  if (ref.startsWith('RF')) {
    if (!isValidRfReference(ref) || !/^RF\d+$/.test(ref)) {
      throw new RangeError(`Not a numeric RF reference: '${reference}'`);
    }
    return `5${account}${amount}${ref.slice(2, 4)}${ref.slice(4).padStart(21, '0')}${due}`;
  }
  if (!isValidFinnishReference(ref)) throw new RangeError(`Not a reference number: '${reference}'`);
  return `4${account}${amount}000${ref.padStart(20, '0')}${due}`;
}

function ibanDigits(iban: string): string {
  const compact = iban.replace(/ /g, '').toUpperCase();
  if (!compact.startsWith('FI') || !isValidIban(compact)) {
    throw new RangeError(`Not a Finnish IBAN: '${iban}'`);
  }
  return compact.slice(2);
}

function amountDigits(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0 || cents > MAX_CENTS) {
    throw new RangeError(`Amount must be 0–${MAX_CENTS} cents, got ${cents}`);
  }
  return String(cents).padStart(8, '0');
}

function dueDigits(dueDate: string | null): string {
  if (dueDate === null) return '000000';
  if (!isIsoDate(dueDate) || !dueDate.startsWith('20')) {
    throw new RangeError(`Due date must be a yyyy-MM-dd date in 2000–2099, got '${dueDate}'`);
  }
  return dueDate.slice(2).replace(/-/g, '');
}
