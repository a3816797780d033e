import { describe, expect, it } from 'vitest';
import { virtualBarcode } from '~/domain/invoices/virtual-barcode';

// Worked examples: the first from Finance Finland's guide, checked field by field; the RF one
// is the same payment with the reference in international form (RF09 computed by ISO 11649).
describe('virtualBarcode', () => {
  it('version 4 with a national reference', () => {
    const code = virtualBarcode({
      iban: 'FI79 4405 2020 0360 82',
      cents: 488315,
      reference: '86851 62596 19897',
      dueDate: '2010-06-12',
    });
    expect(code).toBe('479440520200360820048831500000000868516259619897100612');
    expect(code).toHaveLength(54);
    // version | IBAN digits | euros | cents | reserved | reference | YYMMDD
    expect([
      code.slice(0, 1),
      code.slice(1, 17),
      code.slice(17, 23),
      code.slice(23, 25),
      code.slice(25, 28),
      code.slice(28, 48),
      code.slice(48),
    ]).toEqual(['4', '7944052020036082', '004883', '15', '000', '00000868516259619897', '100612']);
  });

  it('version 5 with an RF reference: 2 check digits and a 21-digit reference', () => {
    const code = virtualBarcode({
      iban: 'FI79 4405 2020 0360 82',
      cents: 488315,
      reference: 'RF09 8685 1625 9619 897',
      dueDate: '2010-06-12',
    });
    expect(code).toBe('579440520200360820048831509000000868516259619897100612');
    expect(code).toHaveLength(54);
    expect(code.slice(25, 27)).toBe('09');
    expect(code.slice(27, 48)).toBe('000000868516259619897');
  });

  it('small amounts, short references and a missing due date', () => {
    expect(
      virtualBarcode({
        iban: 'FI3715903000000776',
        cents: 110,
        reference: 'rf98 11112',
        dueDate: '2017-01-01',
      }),
    ).toBe('537159030000007760000011098000000000000000011112170101');
    expect(
      virtualBarcode({
        iban: 'FI37 1590 3000 0007 76',
        cents: 0,
        reference: '11112',
        dueDate: null,
      }),
    ).toBe('437159030000007760000000000000000000000000011112000000');
  });

  it('accepts the largest amount, 999 999,99 €', () => {
    const code = virtualBarcode({
      iban: 'FI79 4405 2020 0360 82',
      cents: 99_999_999,
      reference: '1232',
      dueDate: null,
    });
    expect(code.slice(17, 25)).toBe('99999999');
  });

  const valid = {
    iban: 'FI79 4405 2020 0360 82',
    cents: 488315,
    reference: '86851 62596 19897',
    dueDate: '2010-06-12',
  };

  it('throws on amounts out of range or not in whole cents', () => {
    expect(() => virtualBarcode({ ...valid, cents: 100_000_000 })).toThrow(RangeError);
    expect(() => virtualBarcode({ ...valid, cents: -1 })).toThrow(RangeError);
    expect(() => virtualBarcode({ ...valid, cents: 12.5 })).toThrow(RangeError);
  });

  it('throws on a non-Finnish or invalid IBAN', () => {
    expect(() => virtualBarcode({ ...valid, iban: 'DE89 3704 0044 0532 0130 00' })).toThrow(
      /Finnish IBAN/,
    );
    expect(() => virtualBarcode({ ...valid, iban: 'FI79 4405 2020 0360 83' })).toThrow(
      /Finnish IBAN/,
    );
  });

  it('throws on invalid references, including RF references with letters', () => {
    expect(() => virtualBarcode({ ...valid, reference: '86851 62596 19898' })).toThrow(/reference/);
    expect(() => virtualBarcode({ ...valid, reference: 'RF10 8685 1625 9619 897' })).toThrow(
      /RF reference/,
    );
    expect(() => virtualBarcode({ ...valid, reference: 'RF371234ABC' })).toThrow(/RF reference/);
  });

  it('throws on invalid due dates or ones the two-digit year cannot hold', () => {
    expect(() => virtualBarcode({ ...valid, dueDate: '2010-02-30' })).toThrow(/Due date/);
    expect(() => virtualBarcode({ ...valid, dueDate: '12.6.2010' })).toThrow(/Due date/);
    expect(() => virtualBarcode({ ...valid, dueDate: '1999-12-31' })).toThrow(/Due date/);
  });
});
