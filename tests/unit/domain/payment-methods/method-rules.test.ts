import { describe, expect, it } from 'vitest';
import {
  BILLING_REASONS,
  type BillingFacts,
  billingChangeBlock,
  nextPeriodStart,
} from '~/domain/payment-methods/billing-change-rules';
import { paymentMethodChangeInputSchema } from '~/domain/payment-methods/change-input';
import {
  allowedMethods,
  choosableOf,
  paperInvoiceFeeCents,
  requiresStrongIdentification,
  storedMethodOf,
} from '~/domain/payment-methods/method-options';

const running: BillingFacts = {
  status: 'ACTIVE',
  subscriptionType: 'RECURRING',
  ended: false,
  endDate: null,
  periodEndDate: '2026-12-11',
  isCompany: false,
  isPayer: true,
  managedElsewhere: false,
  orderChangeInProgress: false,
};

describe('billingChangeBlock', () => {
  it('allows a running recurring subscription the customer pays', () => {
    expect(billingChangeBlock(running)).toBeNull();
    expect(billingChangeBlock({ ...running, status: 'SUSPENDED' })).toBeNull();
  });
  it('says why not, most final reason first', () => {
    expect(billingChangeBlock({ ...running, ended: true, isCompany: true })).toBe(
      BILLING_REASONS.ended,
    );
    expect(billingChangeBlock({ ...running, managedElsewhere: true })).toBe(
      BILLING_REASONS.managedElsewhere,
    );
    expect(billingChangeBlock({ ...running, isCompany: true })).toBe(BILLING_REASONS.company);
    expect(billingChangeBlock({ ...running, isPayer: false })).toBe(BILLING_REASONS.notPayer);
    expect(billingChangeBlock({ ...running, orderChangeInProgress: true })).toBe(
      BILLING_REASONS.changeInProgress,
    );
    expect(billingChangeBlock({ ...running, status: 'CANCELLED', endDate: '2026-12-11' })).toBe(
      BILLING_REASONS.noNextPeriod,
    );
    expect(billingChangeBlock({ ...running, endDate: '2026-12-11' })).toBe(
      BILLING_REASONS.noNextPeriod,
    );
    expect(billingChangeBlock({ ...running, endDate: '2027-06-30' })).toBeNull();
    expect(billingChangeBlock({ ...running, status: 'PENDING' })).toBe(BILLING_REASONS.notRunning);
  });
  it('takes effect on the first day of the next period', () => {
    expect(nextPeriodStart('2026-12-31')).toBe('2027-01-01');
  });
});

describe('payment method options', () => {
  it('lets a paper product be paper invoiced, a digital one not', () => {
    expect(allowedMethods({ productFormat: 'PAPER_AND_DIGI', recurring: true })).toEqual([
      'EMAIL_INVOICE',
      'E_INVOICE',
      'DIRECT_PAY',
      'CREDIT_CARD',
      'PAPER_INVOICE',
    ]);
    expect(allowedMethods({ productFormat: 'DIGI', recurring: true })).not.toContain(
      'PAPER_INVOICE',
    );
    expect(allowedMethods({ productFormat: 'PAPER', recurring: false })).toEqual([
      'EMAIL_INVOICE',
      'E_INVOICE',
      'PAPER_INVOICE',
    ]);
  });
  it('needs strong identification for every invoice method, not for a card', () => {
    expect(requiresStrongIdentification('PAPER_INVOICE')).toBe(true);
    expect(requiresStrongIdentification('EMAIL_INVOICE')).toBe(true);
    expect(requiresStrongIdentification('E_INVOICE')).toBe(true);
    expect(requiresStrongIdentification('DIRECT_PAY')).toBe(true);
    expect(requiresStrongIdentification('CREDIT_CARD')).toBe(false);
  });
  it('stores a paper invoice with a fee as PAPER_INVOICE_WITH_CHARGE', () => {
    expect(storedMethodOf('PAPER_INVOICE', 395)).toBe('PAPER_INVOICE_WITH_CHARGE');
    expect(storedMethodOf('PAPER_INVOICE', 0)).toBe('PAPER_INVOICE');
    expect(choosableOf('PAPER_INVOICE_WITH_CHARGE')).toBe('PAPER_INVOICE');
    expect(choosableOf('CARD')).toBe('CREDIT_CARD');
    expect(choosableOf('E_INVOICE_B2B')).toBeNull();
  });
  it('takes the fee of the feature flag by customer kind', () => {
    const fees = { consumerCents: 395, businessCents: 595 };
    expect(paperInvoiceFeeCents(fees, false)).toBe(395);
    expect(paperInvoiceFeeCents(fees, true)).toBe(595);
  });
});

describe('the change input', () => {
  it('needs a method, and a card for the card method', () => {
    const issues = (v: unknown) =>
      paymentMethodChangeInputSchema
        .safeParse(v)
        .error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues({})).toEqual([['method', 'Valitse uusi laskutustapa.']]);
    expect(issues({ method: 'CREDIT_CARD' })).toEqual([
      ['cardId', 'Valitse kortti, jolta tilaus veloitetaan.'],
    ]);
    expect(issues({ method: 'EMAIL_INVOICE' })).toBeUndefined();
  });
  it('takes a saved card or a card still to be added, never both, and no card for an invoice', () => {
    const card = { method: 'CREDIT_CARD' };
    const cardId = '0b5c3f7e-8a51-4c5f-9d3e-1a2b3c4d5e6f';
    expect(paymentMethodChangeInputSchema.safeParse({ ...card, newCard: true }).success).toBe(true);
    expect(paymentMethodChangeInputSchema.safeParse({ ...card, cardId }).success).toBe(true);
    expect(
      paymentMethodChangeInputSchema.safeParse({ ...card, cardId, newCard: true }).success,
    ).toBe(false);
    expect(
      paymentMethodChangeInputSchema.safeParse({
        method: 'E_INVOICE',
        newCard: true,
      }).error?.issues[0]?.message,
    ).toBe('Korttia ei valita laskulle.');
    expect(
      paymentMethodChangeInputSchema.safeParse({ ...card, subscriptionNumber: '2000001' }).success,
    ).toBe(false);
  });
});
