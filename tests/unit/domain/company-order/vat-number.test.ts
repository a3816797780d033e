import { describe, expect, it } from 'vitest';
import { isValidFinnishVatNumber, vatNumberOf } from '~/domain/company-order/vat-number';

describe('vatNumberOf', () => {
  it('is FI and the Y-tunnus without its hyphen', () => {
    expect(vatNumberOf('1234567-1')).toBe('FI12345671');
    expect(vatNumberOf(' 0112038-9 ')).toBe('FI01120389');
  });
  it('is null for a Y-tunnus whose check digit does not match', () => {
    expect(vatNumberOf('1234567-8')).toBeNull();
    expect(vatNumberOf('12345671')).toBeNull();
    expect(vatNumberOf('')).toBeNull();
  });
});

describe('isValidFinnishVatNumber', () => {
  it('checks the Y-tunnus check digit inside the VAT number', () => {
    expect(isValidFinnishVatNumber('FI12345671')).toBe(true);
    expect(isValidFinnishVatNumber('fi12345671')).toBe(true);
    expect(isValidFinnishVatNumber('FI12345678')).toBe(false);
    expect(isValidFinnishVatNumber('SE12345671')).toBe(false);
    expect(isValidFinnishVatNumber('FI1234567')).toBe(false);
  });
  it('holds for every derived number', () => {
    const vat = vatNumberOf('1234567-1');
    expect(vat !== null && isValidFinnishVatNumber(vat)).toBe(true);
  });
});
