// Money is integer cents everywhere (DESIGN.md); this is the one place cents become text.

const euroFormat = new Intl.NumberFormat('fi-FI', { style: 'currency', currency: 'EUR' });

/**
 * The space Intl puts between digit groups and before '€' differs between ICU versions
 * (U+00A0 no-break space in some, U+202F narrow no-break space in others). We normalise every
 * such space to U+00A0 so that output, snapshots and tests do not change with the Node build,
 * and so that '12,90 €' never wraps between the number and the sign.
 */
export const MONEY_SPACE = '\u00A0';

const intlSpaces = /[\u00A0\u202F\u2009\u0020]/g;

/** Formats integer cents as Finnish euro text: 1290 -> '12,90 €', 0 -> '0 €' (free price, §5). */
export function formatMoney(cents: number): string {
  if (!Number.isSafeInteger(cents)) {
    throw new RangeError(`formatMoney expects integer cents, got ${cents}`);
  }
  // A free price is shown as '0 €' without decimals (spec §5); -0 counts as free too.
  if (cents === 0) return `0${MONEY_SPACE}€`;
  // Formatting a decimal string rather than cents / 100 keeps the value exact for any size.
  // Negative amounts (credit notes) keep Intl's Finnish minus sign U+2212: '−5,50 €'.
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const decimal = `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
  return euroFormat.format(decimal as Intl.StringNumericLiteral).replace(intlSpaces, MONEY_SPACE);
}
