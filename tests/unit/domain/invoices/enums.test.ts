import { describe, expect, it } from 'vitest';
import {
  invoiceKindSchema,
  invoicingMethodSchema,
  paymentMethodSchema,
  paymentStateSchema,
} from '~/domain/invoices/enums';

const cases = [
  [
    'invoice kind',
    invoiceKindSchema,
    [
      'INVOICED',
      'INVOICED_DIRECT',
      'FIRST_REMINDER',
      'SECOND_REMINDER',
      'UNKNOWN',
      'CANCELLED_AS_UNPAID',
      'CREDIT_NOTE',
      'NOT_FOUND',
    ],
  ],
  [
    'payment state',
    paymentStateSchema,
    ['PAID', 'UNPAID', 'OVERDUE', 'UNKNOWN', 'REFUNDED', 'CREDITED', 'PENDING', 'INVOICED'],
  ],
  [
    'payment method',
    paymentMethodSchema,
    [
      'PAPER_INVOICE',
      'DIRECT_DEBIT',
      'EMAIL_INVOICE',
      'E_INVOICE',
      'PAPER_INVOICE_WITH_CHARGE',
      'DIRECT_PAY',
      'CREDIT_CARD',
      'CARD',
      'NET_INVOICE',
      'E_INVOICE_B2B',
    ],
  ],
  [
    'invoicing method',
    invoicingMethodSchema,
    ['LETTER', 'CREDIT', 'EMAIL', 'E_MANDATE', 'E_INVOICE_B2B'],
  ],
] as const;

describe('invoice enums', () => {
  it.each(cases)('%s has exactly the spec values', (_, schema, values) => {
    expect([...schema.options].sort()).toEqual([...values].sort());
    for (const value of values) expect(schema.parse(value)).toBe(value);
  });

  it.each(cases)('%s rejects other values', (_, schema) => {
    expect(schema.safeParse('HETILASKU').success).toBe(false);
    expect(schema.safeParse(8).success).toBe(false);
  });
});
