import { describe, expect, it } from 'vitest';
import { formatMoney, MONEY_SPACE } from '~/domain/shared/money';

const NBSP = '\u00A0';

describe('formatMoney', () => {
  it('uses U+00A0 as its one space character', () => {
    expect(MONEY_SPACE).toBe(NBSP);
  });

  it('formats cents with a decimal comma and two decimals', () => {
    expect(formatMoney(1290)).toBe(`12,90${NBSP}€`);
    expect(formatMoney(1)).toBe(`0,01${NBSP}€`);
    expect(formatMoney(500)).toBe(`5,00${NBSP}€`);
  });

  it('groups thousands with a no-break space', () => {
    expect(formatMoney(123456)).toBe(`1${NBSP}234,56${NBSP}€`);
    expect(formatMoney(123456789)).toBe(`1${NBSP}234${NBSP}567,89${NBSP}€`);
  });

  it('never emits the narrow no-break space or a plain space', () => {
    const text = formatMoney(987654321);
    expect(text).not.toMatch(/[\u202F\u2009 ]/);
    expect(text).toBe(`9${NBSP}876${NBSP}543,21${NBSP}€`);
  });

  it('shows a free price as 0 € without decimals', () => {
    expect(formatMoney(0)).toBe(`0${NBSP}€`);
    expect(formatMoney(-0)).toBe(`0${NBSP}€`);
  });

  it('keeps exact cents for amounts beyond float-safe division', () => {
    expect(formatMoney(900719925474099)).toBe(
      `9${NBSP}007${NBSP}199${NBSP}254${NBSP}740,99${NBSP}€`,
    );
  });

  it('formats negative amounts with the Finnish minus sign', () => {
    expect(formatMoney(-550)).toBe(`\u22125,50${NBSP}€`);
  });

  it('throws on non-integer or non-finite cents', () => {
    expect(() => formatMoney(12.5)).toThrow(RangeError);
    expect(() => formatMoney(Number.NaN)).toThrow(RangeError);
    expect(() => formatMoney(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});
