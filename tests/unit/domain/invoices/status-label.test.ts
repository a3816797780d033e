import { describe, expect, it } from 'vitest';
import { invoiceStatusLabel, UnmappedInvoiceStatusError } from '~/domain/invoices/status-label';

describe('invoiceStatusLabel', () => {
  it('PAID state wins over every kind', () => {
    expect(invoiceStatusLabel('INVOICED', 'PAID')).toBe('Maksettu');
    expect(invoiceStatusLabel('FIRST_REMINDER', 'PAID')).toBe('Maksettu');
    expect(invoiceStatusLabel('CANCELLED_AS_UNPAID', 'PAID')).toBe('Maksettu');
    expect(invoiceStatusLabel('UNKNOWN', 'PAID')).toBe('Maksettu');
  });

  it('reminder kinds', () => {
    expect(invoiceStatusLabel('FIRST_REMINDER', 'UNPAID')).toBe('1. Maksuhuomautus');
    expect(invoiceStatusLabel('FIRST_REMINDER', 'OVERDUE')).toBe('1. Maksuhuomautus');
    expect(invoiceStatusLabel('SECOND_REMINDER', 'UNPAID')).toBe('2. Maksuhuomautus');
    expect(invoiceStatusLabel('SECOND_REMINDER', 'UNKNOWN')).toBe('2. Maksuhuomautus');
  });

  it('in collection wins over open', () => {
    expect(invoiceStatusLabel('CANCELLED_AS_UNPAID', 'UNPAID')).toBe('Perinnässä');
    expect(invoiceStatusLabel('CANCELLED_AS_UNPAID', 'OVERDUE')).toBe('Perinnässä');
  });

  it('open: UNPAID or INVOICED state, or a credit note', () => {
    expect(invoiceStatusLabel('INVOICED', 'UNPAID')).toBe('Avoin');
    expect(invoiceStatusLabel('INVOICED_DIRECT', 'INVOICED')).toBe('Avoin');
    expect(invoiceStatusLabel('UNKNOWN', 'UNPAID')).toBe('Avoin');
    expect(invoiceStatusLabel('CREDIT_NOTE', 'CREDITED')).toBe('Avoin');
    expect(invoiceStatusLabel('CREDIT_NOTE', 'REFUNDED')).toBe('Avoin');
  });

  it('throws UnmappedInvoiceStatusError for any other combination', () => {
    expect(() => invoiceStatusLabel('INVOICED', 'OVERDUE')).toThrow(UnmappedInvoiceStatusError);
    expect(() => invoiceStatusLabel('NOT_FOUND', 'UNKNOWN')).toThrow(UnmappedInvoiceStatusError);
    expect(() => invoiceStatusLabel('INVOICED_DIRECT', 'PENDING')).toThrow(
      UnmappedInvoiceStatusError,
    );
  });

  it('the error names the combination', () => {
    let caught: unknown;
    try {
      invoiceStatusLabel('INVOICED', 'REFUNDED');
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(UnmappedInvoiceStatusError);
    expect(caught).toBeInstanceOf(Error);
    expect(caught).toMatchObject({
      name: 'UnmappedInvoiceStatusError',
      kind: 'INVOICED',
      state: 'REFUNDED',
    });
    expect((caught as Error).message).toContain('INVOICED');
    expect((caught as Error).message).toContain('REFUNDED');
  });
});
