import { describe, expect, it } from 'vitest';
import { parseBankPaymentsCsv, parseDate, parseEuros } from '~/domain/invoices/bank-payments-csv';
import { paymentOutcome } from '~/domain/invoices/payment-matching';

describe('parseBankPaymentsCsv', () => {
  it('reads a semicolon file with Finnish headers, decimal commas and Finnish dates', () => {
    const csv =
      '\uFEFFArkistointitunnus;Viitenumero;Summa;Maksupäivä;Maksaja\r\n' +
      '20261120ABC001;50000 0047;19,90;20.11.2026;"Meikäläinen; Maija"\r\n' +
      '\r\n' +
      '20261120ABC002;RF82 5000 0003 4;1 234,5;2026-11-20;\r\n';
    expect(parseBankPaymentsCsv(csv)).toEqual({
      ok: true,
      rows: [
        {
          line: 2,
          archiveId: '20261120ABC001',
          reference: '500000047',
          amountCents: 1990,
          paidOn: '2026-11-20',
          payer: 'Meikäläinen; Maija',
        },
        {
          line: 4,
          archiveId: '20261120ABC002',
          reference: 'RF82500000034',
          amountCents: 123450,
          paidOn: '2026-11-20',
          payer: null,
        },
      ],
    });
  });

  it('reads a comma file with English headers in any order, without the payer column', () => {
    const csv = 'paid_on,amount,reference,archive_id\n2026-11-20,"19,90",00000000000500000047,A1\n';
    const parsed = parseBankPaymentsCsv(csv);
    expect(parsed).toMatchObject({
      ok: true,
      rows: [{ reference: '500000047', amountCents: 1990 }],
    });
  });

  it('names missing columns', () => {
    expect(parseBankPaymentsCsv('archive_id;amount\nA;1')).toEqual({
      ok: false,
      errors: [{ line: 1, message: 'Otsikkorivistä puuttuu sarake: reference, paid_on.' }],
    });
    expect(parseBankPaymentsCsv('  \n')).toMatchObject({ ok: false });
    expect(parseBankPaymentsCsv('archive_id;reference;amount;paid_on\n')).toMatchObject({
      ok: false,
      errors: [{ message: 'Tiedostossa ei ole yhtään maksuriviä.' }],
    });
  });

  it('lists every bad line with all its problems', () => {
    const csv = [
      'archive_id;reference;amount;paid_on',
      'A1;1232;10;2026-11-20',
      ';1233;0;2026-02-30',
      'A1;RF18 5390 0754 7034;-5;x',
    ].join('\n');
    const parsed = parseBankPaymentsCsv(csv);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.errors.map((e) => e.line)).toEqual([3, 4]);
    expect(parsed.errors[0]?.message).toBe(
      "Rivi 3: arkistointitunnus puuttuu tai on yli 35 merkkiä; viitenumero '1233' ei ole kelvollinen; summa '0' ei ole kelvollinen; maksupäivä '2026-02-30' ei ole kelvollinen.",
    );
    expect(parsed.errors[1]?.message).toContain('sama arkistointitunnus kuin rivillä 2');
  });

  it('reads amounts and dates strictly', () => {
    expect(parseEuros('12')).toBe(1200);
    expect(parseEuros('12,5')).toBe(1250);
    expect(parseEuros('12.05')).toBe(1205);
    expect(parseEuros('999999,99')).toBe(99_999_999);
    for (const bad of ['', '0', '0,00', '12,345', '1.234,50', '-1', '1e3', '1000000']) {
      expect(parseEuros(bad), bad).toBeNull();
    }
    expect(parseDate('1.2.2026')).toBe('2026-02-01');
    expect(parseDate('29.2.2026')).toBeNull();
    expect(parseDate('2026-2-1')).toBeNull();
  });
});

describe('paymentOutcome', () => {
  const invoice = { paid: false, totalCents: 5450, paidSoFarCents: 0 };
  it('pays, partly pays, overpays, or finds nothing', () => {
    expect(paymentOutcome({ invoice, amountCents: 5450 })).toBe('PAID');
    expect(paymentOutcome({ invoice, amountCents: 6000 })).toBe('PAID');
    expect(paymentOutcome({ invoice, amountCents: 2000 })).toBe('PARTIAL');
    expect(
      paymentOutcome({ invoice: { ...invoice, paidSoFarCents: 2000 }, amountCents: 3450 }),
    ).toBe('PAID');
    expect(paymentOutcome({ invoice: { ...invoice, paid: true }, amountCents: 5450 })).toBe(
      'ALREADY_PAID',
    );
    expect(paymentOutcome({ invoice: null, amountCents: 5450 })).toBe('UNMATCHED');
  });
});
