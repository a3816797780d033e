import { describe, expect, it } from 'vitest';
import {
  APPROVAL_STATE_LABELS,
  APPROVAL_STATES,
  approvalLastDay,
  approvalPagePath,
  approvalRefusalKey,
  approvalStateNow,
  isWaitingOrder,
} from '~/domain/company-order/order-approval';

// Issue 30 item 17: an order for an existing company from someone not its admin waits 14 days.

describe('approvalLastDay', () => {
  it('is 14 days after the order day, across a month and a year', () => {
    expect(approvalLastDay('2026-11-21')).toBe('2026-12-05');
    expect(approvalLastDay('2026-12-25')).toBe('2027-01-08');
  });
});

describe('approvalStateNow', () => {
  const waiting = { state: 'WAITING' as const, lastDay: '2026-12-05' };

  it('waits through its last day and expires the day after', () => {
    expect(approvalStateNow(waiting, '2026-12-05', false)).toBe('WAITING');
    expect(approvalStateNow(waiting, '2026-12-06', false)).toBe('EXPIRED');
  });

  it('is withdrawn once the orderer deleted the account, even before the last day', () => {
    expect(approvalStateNow(waiting, '2026-11-22', true)).toBe('WITHDRAWN');
  });

  it('keeps a decided state whatever the day or the orderer', () => {
    for (const state of ['ACCEPTED', 'REFUSED', 'EXPIRED'] as const) {
      expect(approvalStateNow({ state, lastDay: '2026-12-05' }, '2027-06-01', true)).toBe(state);
    }
  });
});

describe('approvalRefusalKey', () => {
  it('lets only a waiting order be decided, naming why another cannot', () => {
    expect(approvalRefusalKey('WAITING')).toBeNull();
    expect(approvalRefusalKey('ACCEPTED')).toBe('company-order-approval-decided');
    expect(approvalRefusalKey('REFUSED')).toBe('company-order-approval-decided');
    expect(approvalRefusalKey('EXPIRED')).toBe('company-order-approval-expired');
    expect(approvalRefusalKey('WITHDRAWN')).toBe('company-order-approval-withdrawn');
  });
});

describe('texts and addresses', () => {
  it('labels every state in Finnish', () => {
    for (const state of APPROVAL_STATES) expect(APPROVAL_STATE_LABELS[state]).toMatch(/^[A-ZÄÖ]/);
  });

  it('links the acceptance page by the id only', () => {
    const id = '5b0c2f3e-7a51-4a4e-9d55-0f7f5e3f0a11';
    expect(approvalPagePath(id)).toBe(`/yritystilaus/hyvaksynta/${id}`);
  });

  it('tells a waiting answer from a placed order', () => {
    expect(isWaitingOrder({ approvalId: 'x' } as never)).toBe(true);
    expect(isWaitingOrder({ orderId: 'x' } as never)).toBe(false);
  });
});
