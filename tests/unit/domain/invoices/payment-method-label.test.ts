import { describe, expect, it } from 'vitest';
import { paymentMethodSchema } from '~/domain/invoices/enums';
import { paymentMethodLabel } from '~/domain/invoices/payment-method-label';

describe('paymentMethodLabel', () => {
  it('names the card a card-paid subscription is charged to', () => {
    const visa = { brand: 'Visa', last4: '1111' };
    expect(paymentMethodLabel('CREDIT_CARD', visa)).toBe('Maksukortti (Visa, päättyy 1111)');
    expect(paymentMethodLabel('CARD', visa)).toBe('Maksukortti (Visa, päättyy 1111)');
  });

  it('says only Maksukortti when the card is not known', () => {
    expect(paymentMethodLabel('CREDIT_CARD')).toBe('Maksukortti');
    expect(paymentMethodLabel('CREDIT_CARD', null)).toBe('Maksukortti');
  });

  it('ignores a card given with an invoice method', () => {
    expect(paymentMethodLabel('EMAIL_INVOICE', { brand: 'Visa', last4: '1111' })).toBe(
      'Sähköpostilasku',
    );
  });

  it('has the invoice methods in plain Finnish', () => {
    expect(paymentMethodLabel('EMAIL_INVOICE')).toBe('Sähköpostilasku');
    expect(paymentMethodLabel('E_INVOICE_B2B')).toBe('Verkkolasku');
    expect(paymentMethodLabel('PAPER_INVOICE')).toBe('Paperilasku');
    expect(paymentMethodLabel('E_INVOICE')).toBe('E-lasku');
    expect(paymentMethodLabel('PAPER_INVOICE_WITH_CHARGE')).toBe('Paperilasku (laskutuslisällä)');
  });

  it('labels every payment method', () => {
    for (const method of paymentMethodSchema.options) {
      expect(paymentMethodLabel(method), method).toMatch(/^\p{Lu}/u);
    }
  });
});
