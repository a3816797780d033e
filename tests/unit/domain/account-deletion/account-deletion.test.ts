import { describe, expect, it } from 'vitest';
import { accountDeletionInputSchema } from '~/domain/account-deletion/deletion-input';
import { deletionVerdict } from '~/domain/account-deletion/deletion-verdict';
import {
  DEFAULT_PURGE_GRACE_DAYS,
  isPurgeDue,
  purgeDueAt,
} from '~/domain/account-deletion/purge-schedule';

const TODAY = '2026-11-21';
const sub = (
  status: string,
  endDate: string | null,
  mainSubscriptionNumber: string | null = null,
) => ({
  subscriptionNumber: '2000001',
  productName: 'Päivän Sanomat 7 pv',
  status: status as 'ACTIVE',
  endDate,
  mainSubscriptionNumber,
});

describe('deletionVerdict (spec §8 ACTIVE_SUBSCRIPTIONS_OR_OPEN_INVOICE)', () => {
  it('allows a customer with nothing, or with ended subscriptions and paid invoices', () => {
    expect(deletionVerdict({ subscriptions: [], invoices: [] }, TODAY)).toEqual({
      mayDelete: true,
      activeSubscriptions: [],
      openInvoices: [],
    });
    expect(
      deletionVerdict(
        {
          subscriptions: [sub('FINISHED', '2026-06-30'), sub('CANCELLED', '2026-11-20')],
          invoices: [{ invoiceNumber: '50000001', paymentState: 'PAID' }],
        },
        TODAY,
      ).mayDelete,
    ).toBe(true);
  });

  it('refuses while a subscription runs: active, pending, suspended, or ending in the future', () => {
    for (const [status, end] of [
      ['ACTIVE', null],
      ['PENDING', null],
      ['SUSPENDED', null],
      ['CANCELLED', '2026-12-31'],
      ['ACTIVE', TODAY],
    ] as const) {
      const verdict = deletionVerdict({ subscriptions: [sub(status, end)], invoices: [] }, TODAY);
      expect(verdict, `${status} ${end}`).toEqual({
        mayDelete: false,
        activeSubscriptions: [
          {
            subscriptionNumber: '2000001',
            productName: 'Päivän Sanomat 7 pv',
            mainSubscriptionNumber: null,
            endsOn: status === 'CANCELLED' ? end : null,
          },
        ],
        openInvoices: [],
      });
    }
  });

  it('names an add-on\u2019s main subscription and a cancelled one\u2019s end, so each gets its own way', () => {
    const verdict = deletionVerdict(
      {
        subscriptions: [sub('ACTIVE', null, '2000009'), sub('CANCELLED', '2026-12-12')],
        invoices: [],
      },
      TODAY,
    );
    expect(verdict.activeSubscriptions.map((s) => [s.mainSubscriptionNumber, s.endsOn])).toEqual([
      ['2000009', null],
      [null, '2026-12-12'],
    ]);
  });

  it('refuses while an invoice is not paid', () => {
    for (const paymentState of ['UNPAID', 'OVERDUE', 'INVOICED', 'PENDING'] as const) {
      const verdict = deletionVerdict(
        { subscriptions: [], invoices: [{ invoiceNumber: '50000004', paymentState }] },
        TODAY,
      );
      expect(verdict.mayDelete, paymentState).toBe(false);
      expect(verdict.openInvoices).toEqual([{ invoiceNumber: '50000004' }]);
    }
  });
});

describe('purgeDueAt (spec §4: removed within one month)', () => {
  const at = new Date('2026-11-21T08:00:00.000Z');

  it('is the grace period after the request, seven days by default', () => {
    expect(DEFAULT_PURGE_GRACE_DAYS).toBe(7);
    expect(purgeDueAt(at, 7).toISOString()).toBe('2026-11-28T08:00:00.000Z');
    expect(purgeDueAt(at, 0)).toEqual(at);
  });

  it('refuses a grace period that could break the one-month promise', () => {
    expect(() => purgeDueAt(at, 22)).toThrow(RangeError);
    expect(() => purgeDueAt(at, -1)).toThrow(RangeError);
    expect(() => purgeDueAt(at, 1.5)).toThrow(RangeError);
  });

  it('is due from that moment on, once', () => {
    const due = purgeDueAt(at, 7);
    expect(isPurgeDue({ purgeDueAt: due, purgedAt: null }, new Date(due.getTime() - 1))).toBe(
      false,
    );
    expect(isPurgeDue({ purgeDueAt: due, purgedAt: null }, due)).toBe(true);
    expect(isPurgeDue({ purgeDueAt: due, purgedAt: due }, due)).toBe(false);
  });
});

describe('accountDeletionInputSchema', () => {
  const messages = (input: unknown) => {
    const result = accountDeletionInputSchema.safeParse(input);
    return result.success
      ? {}
      : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
  };

  it('accepts the password with the confirmation, and the optional questionnaire', () => {
    expect(accountDeletionInputSchema.parse({ password: ' salasana 1 ', confirmed: true })).toEqual(
      {
        password: ' salasana 1 ',
        confirmed: true,
      },
    );
    expect(
      accountDeletionInputSchema.parse({
        password: 'x',
        confirmed: true,
        questionnaire: { reasons: ['PRIVACY'], feedback: '  Kiitos.  ' },
      }).questionnaire,
    ).toEqual({ reasons: ['PRIVACY'], feedback: 'Kiitos.' });
  });

  it('names each problem in Finnish', () => {
    expect(messages({})).toEqual({
      password: 'Salasana on pakollinen tieto',
      confirmed: 'Vahvista poisto valitsemalla kohta "Tiedän, että poistoa ei voi perua".',
    });
    expect(messages({ password: '', confirmed: false })).toEqual({
      password: 'Salasana on pakollinen tieto',
      confirmed: 'Vahvista poisto valitsemalla kohta "Tiedän, että poistoa ei voi perua".',
    });
    expect(
      messages({
        password: 'x',
        confirmed: true,
        questionnaire: { reasons: ['BORED'], feedback: 'x'.repeat(501) },
      }),
    ).toEqual({
      'questionnaire.reasons.0': 'Valitse syy listalta.',
      'questionnaire.feedback': 'Kirjoita enintään 500 merkkiä.',
    });
    expect(messages({ password: 'x', confirmed: true, username: 'x' })).toHaveProperty('');
  });
});
