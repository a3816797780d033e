import { describe, expect, it } from 'vitest';
import {
  historyStart,
  inInvoiceHistory,
  invoicePaymentMethodLabel,
  invoiceTab,
} from '~/domain/invoices/invoice-list-rules';
import {
  formatIban,
  formatReference,
  normaliseReference,
  referenceMatchKeys,
} from '~/domain/invoices/payment-details-format';
import { isPdfAvailable, pdfAvailableAt } from '~/domain/invoices/pdf-availability';
import {
  finnishReferenceCheckDigit,
  isValidFinnishReference,
  isValidIban,
  isValidRfReference,
} from '~/domain/validation/finnish-ids';

describe('printed payment details', () => {
  it('groups IBANs by four and national references by five from the right', () => {
    expect(formatIban('FI2112345600000785')).toBe('FI21 1234 5600 0007 85');
    expect(formatIban('fi21 1234 5600 0007 85')).toBe('FI21 1234 5600 0007 85');
    expect(formatReference('500000047')).toBe('5000 00047');
    expect(formatReference('8685162596198977')).toBe('8 68516 25961 98977');
    expect(formatReference('1232')).toBe('1232');
    expect(formatReference('rf098685162596198977')).toBe('RF09 8685 1625 9619 8977');
  });

  it('normalises references for matching', () => {
    expect(normaliseReference('00000000000500000047')).toBe('500000047');
    expect(normaliseReference(' 5000 00047 ')).toBe('500000047');
    expect(normaliseReference('rf82 5000 0003 4')).toBe('RF82500000034');
    expect(referenceMatchKeys('RF82 5000 0003 4')).toEqual(['RF82500000034', '500000034']);
    expect(referenceMatchKeys('RF371234ABC')).toEqual(['RF371234ABC']);
    expect(referenceMatchKeys('500000047')).toEqual(['500000047']);
  });
});

describe('reference numbers and IBAN', () => {
  it('computes 7-3-1 check digits of the demo and guide references', () => {
    expect(finnishReferenceCheckDigit('50000004')).toBe(7);
    expect(finnishReferenceCheckDigit('50000003')).toBe(4);
    expect(finnishReferenceCheckDigit('1357914'.slice(0, -1))).toBe(4);
    expect(isValidFinnishReference('500000047')).toBe(true);
    expect(isValidFinnishReference('500000048')).toBe(false);
  });

  it('checks RF creditor references and IBANs by mod 97', () => {
    expect(isValidRfReference('RF82 5000 0003 4')).toBe(true);
    expect(isValidRfReference('RF83 5000 0003 4')).toBe(false);
    expect(isValidIban('FI21 1234 5600 0007 85')).toBe(true);
    expect(isValidIban('FI21 1234 5600 0007 86')).toBe(false);
  });
});

describe('invoice list rules', () => {
  it('keeps unpaid invoices however old and paid ones for a year', () => {
    expect(historyStart('2026-11-21')).toBe('2025-11-21');
    expect(invoiceTab('PAID')).toBe('paid');
    expect(invoiceTab('OVERDUE')).toBe('unpaid');
    expect(
      inInvoiceHistory({ paymentState: 'PAID', invoiceDate: '2025-11-21' }, '2026-11-21'),
    ).toBe(true);
    expect(
      inInvoiceHistory({ paymentState: 'PAID', invoiceDate: '2025-11-20' }, '2026-11-21'),
    ).toBe(false);
    expect(
      inInvoiceHistory({ paymentState: 'OVERDUE', invoiceDate: '2024-01-01' }, '2026-11-21'),
    ).toBe(true);
  });

  it("names code '08' a hetilasku, otherwise the payment method", () => {
    expect(invoicePaymentMethodLabel('PAPER_INVOICE', '08')).toBe('Hetilasku');
    expect(invoicePaymentMethodLabel('EMAIL_INVOICE', null)).toBe('Sähköpostilasku');
    expect(invoicePaymentMethodLabel('CARD', '01', { brand: 'Visa', last4: '1111' })).toBe(
      'Maksukortti (Visa, päättyy 1111)',
    );
  });
});

describe('PDF availability', () => {
  const created = new Date('2026-11-21T06:00:00Z');
  it('opens 24 hours after the invoice was created', () => {
    expect(pdfAvailableAt(created, '2026-11-21').toISOString()).toBe('2026-11-22T06:00:00.000Z');
    expect(isPdfAvailable(created, '2026-11-21', new Date('2026-11-22T05:59:59Z'))).toBe(false);
    expect(isPdfAvailable(created, '2026-11-21', new Date('2026-11-22T06:00:00Z'))).toBe(true);
  });

  it('counts an invoice without a creation time from the start of its date', () => {
    expect(pdfAvailableAt(null, '2026-11-17').toISOString()).toBe('2026-11-17T21:00:00.000Z');
    expect(isPdfAvailable(null, '2026-11-17', new Date('2026-11-21T08:00:00Z'))).toBe(true);
    expect(isPdfAvailable(null, '2026-11-21', new Date('2026-11-21T08:00:00Z'))).toBe(false);
  });
});
