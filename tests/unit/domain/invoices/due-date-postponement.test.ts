import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '~/domain/errors/error-messages';
import {
  POSTPONE_REFUSAL_KEYS,
  postponedDueDate,
  postponeOptions,
  postponeVerdict,
  type PostponeFacts,
} from '~/domain/invoices/due-date-postponement';
import { postponeInputSchema } from '~/domain/invoices/postpone-input';

const TODAY = '2026-11-21';
const open: PostponeFacts = {
  kind: 'INVOICED',
  paymentState: 'UNPAID',
  paymentMethod: 'EMAIL_INVOICE',
  dueDate: '2026-12-01',
  originalDueDate: null,
};
const keyOf = (facts: Partial<PostponeFacts>) => {
  const v = postponeVerdict({ ...open, ...facts }, TODAY);
  return v.allowed ? 'allowed' : v.errorKey;
};

describe('postponeVerdict', () => {
  it('allows an open invoice, also one billed directly or by paper, e-invoice or hetilasku', () => {
    expect(keyOf({})).toBe('allowed');
    expect(keyOf({ kind: 'INVOICED_DIRECT' })).toBe('allowed');
    expect(keyOf({ paymentState: 'INVOICED', paymentMethod: 'PAPER_INVOICE_WITH_CHARGE' })).toBe(
      'allowed',
    );
    expect(keyOf({ paymentMethod: 'E_INVOICE', paymentState: 'PENDING' })).toBe('allowed');
  });

  it('allows it on the due date itself, not the day after', () => {
    expect(keyOf({ dueDate: TODAY })).toBe('allowed');
    expect(keyOf({ dueDate: '2026-11-20' })).toBe('due-date-passed');
  });

  it('refuses paid invoices first, whatever else holds', () => {
    expect(keyOf({ paymentState: 'PAID' })).toBe('invoice-already-paid');
    expect(
      keyOf({ paymentState: 'PAID', kind: 'FIRST_REMINDER', originalDueDate: '2026-11-01' }),
    ).toBe('invoice-already-paid');
  });

  it('refuses reminders, and collection or credit notes', () => {
    expect(keyOf({ kind: 'FIRST_REMINDER', paymentState: 'OVERDUE' })).toBe('due-date-reminder');
    expect(keyOf({ kind: 'SECOND_REMINDER' })).toBe('due-date-reminder');
    expect(keyOf({ kind: 'CANCELLED_AS_UNPAID', paymentState: 'OVERDUE' })).toBe(
      'due-date-cannot-be-changed',
    );
    expect(keyOf({ kind: 'CREDIT_NOTE', paymentState: 'CREDITED' })).toBe(
      'due-date-cannot-be-changed',
    );
    expect(keyOf({ kind: 'UNKNOWN' })).toBe('due-date-cannot-be-changed');
  });

  it('allows only one postponement', () => {
    expect(keyOf({ originalDueDate: '2026-11-17' })).toBe('due-date-already-postponed');
  });

  it('refuses automatic charges and states that are not open', () => {
    for (const paymentMethod of ['CARD', 'CREDIT_CARD', 'DIRECT_DEBIT', 'DIRECT_PAY'] as const) {
      expect(keyOf({ paymentMethod })).toBe('due-date-automatic-payment');
    }
    expect(keyOf({ paymentState: 'OVERDUE' })).toBe('due-date-cannot-be-changed');
    expect(keyOf({ paymentState: 'REFUNDED' })).toBe('due-date-cannot-be-changed');
  });

  it('gives each refusal its own Finnish sentence', () => {
    const v = postponeVerdict({ ...open, originalDueDate: '2026-11-17' }, TODAY);
    expect(v).toEqual({
      allowed: false,
      errorKey: 'due-date-already-postponed',
      reason: ERROR_MESSAGES['due-date-already-postponed'],
    });
    const reasons = POSTPONE_REFUSAL_KEYS.map((key) => ERROR_MESSAGES[key]);
    expect(new Set(reasons).size).toBe(POSTPONE_REFUSAL_KEYS.length);
  });
});

describe('postponed due dates', () => {
  it('moves by whole weeks across months and years', () => {
    expect(postponedDueDate('2026-12-01', 2)).toBe('2026-12-15');
    expect(postponedDueDate('2026-12-20', 4)).toBe('2027-01-17');
    expect(postponedDueDate('2028-02-15', 2)).toBe('2028-02-29');
  });

  it('offers 2 and 4 weeks with the new date', () => {
    expect(postponeOptions('2026-12-07').map((o) => o.label)).toEqual([
      '2 viikkoa (uusi eräpäivä 21.12.2026)',
      '4 viikkoa (uusi eräpäivä 4.1.2027)',
    ]);
  });

  it('accepts only 2 or 4 in the input, with the message', () => {
    expect(postponeInputSchema.safeParse({ weeks: 2 }).success).toBe(true);
    expect(postponeInputSchema.safeParse({ weeks: 4 }).success).toBe(true);
    for (const input of [{ weeks: 3 }, { weeks: '2' }, {}, { weeks: 2, more: 1 }]) {
      expect(postponeInputSchema.safeParse(input).success, JSON.stringify(input)).toBe(false);
    }
    const r = postponeInputSchema.safeParse({ weeks: 1 });
    expect(r.success ? '' : r.error.issues[0]?.message).toBe(
      'Eräpäivää voi siirtää 2 tai 4 viikkoa.',
    );
  });
});
