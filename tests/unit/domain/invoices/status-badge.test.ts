import { describe, expect, it } from 'vitest';
import { invoiceKindSchema, paymentStateSchema } from '~/domain/invoices/enums';
import { DUE_SOON_DAYS, invoiceBadge } from '~/domain/invoices/status-badge';
import { invoiceStatusLabel } from '~/domain/invoices/status-label';

const TODAY = '2026-11-21';
const open = (dueDate: string) =>
  invoiceBadge({ kind: 'INVOICED', paymentState: 'UNPAID', dueDate }, TODAY);

describe('invoiceBadge', () => {
  it('a paid invoice is paid, whatever its kind or due date', () => {
    expect(
      invoiceBadge({ kind: 'FIRST_REMINDER', paymentState: 'PAID', dueDate: '2026-01-01' }, TODAY),
    ).toBe('paid');
    expect(
      invoiceBadge({ kind: 'INVOICED', paymentState: 'PAID', dueDate: '2026-01-01' }, TODAY),
    ).toBe('paid');
  });

  it('reminders and collection cases are overdue even before their own due date', () => {
    for (const kind of ['FIRST_REMINDER', 'SECOND_REMINDER', 'CANCELLED_AS_UNPAID'] as const) {
      expect(invoiceBadge({ kind, paymentState: 'UNPAID', dueDate: '2026-12-31' }, TODAY)).toBe(
        'overdue',
      );
    }
  });

  it('an open invoice is overdue from the day after its due date, not on it', () => {
    expect(open('2026-11-20')).toBe('overdue');
    expect(open(TODAY)).toBe('due-soon');
  });

  it(`is due soon up to ${DUE_SOON_DAYS} days ahead, open after that`, () => {
    expect(open('2026-11-28')).toBe('due-soon');
    expect(open('2026-11-29')).toBe('open');
  });

  it('a credit note is never overdue', () => {
    expect(
      invoiceBadge({ kind: 'CREDIT_NOTE', paymentState: 'CREDITED', dueDate: '2026-01-01' }, TODAY),
    ).toBe('open');
  });

  it('is unknown exactly where the status label is the generic message (spec §4)', () => {
    for (const kind of invoiceKindSchema.options) {
      for (const paymentState of paymentStateSchema.options) {
        let labelled = true;
        try {
          invoiceStatusLabel(kind, paymentState);
        } catch {
          labelled = false;
        }
        const badge = invoiceBadge({ kind, paymentState, dueDate: '2026-12-31' }, TODAY);
        expect([kind, paymentState, badge === 'unknown']).toEqual([kind, paymentState, !labelled]);
      }
    }
  });
});
