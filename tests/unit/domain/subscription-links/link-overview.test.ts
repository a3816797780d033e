import { describe, expect, it } from 'vitest';
import { isLinkable } from '~/domain/subscription-links/link-overview';

const today = '2026-11-21';

describe('isLinkable', () => {
  it.each([
    'ACTIVE',
    'PENDING',
    'SUSPENDED',
    'WAITING_CONFIRMATION',
    'ACTIVE_ORDER_BEING_RENEWED',
  ] as const)('links a running %s subscription', (status) => {
    expect(isLinkable({ status, endDate: null }, today)).toBe(true);
  });

  it('links a cancelled subscription until its period ends', () => {
    expect(isLinkable({ status: 'CANCELLED', endDate: '2026-12-12' }, today)).toBe(true);
    expect(isLinkable({ status: 'CANCELLED', endDate: today }, today)).toBe(true);
    expect(isLinkable({ status: 'CANCELLED', endDate: '2026-11-20' }, today)).toBe(false);
  });

  it('does not link finished or unknown subscriptions', () => {
    expect(isLinkable({ status: 'FINISHED', endDate: '2026-08-31' }, today)).toBe(false);
    expect(isLinkable({ status: 'FINISHED', endDate: null }, today)).toBe(false);
    expect(isLinkable({ status: 'UNKNOWN', endDate: null }, today)).toBe(false);
  });
});
