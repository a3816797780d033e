import { describe, expect, it } from 'vitest';
import {
  subscriptionBadge,
  subscriptionDisplayStateSchema,
  subscriptionStatus,
} from '~/domain/subscriptions/status-label';

describe('subscriptionBadge', () => {
  it('gives each display state its kind', () => {
    const kinds = subscriptionDisplayStateSchema.options.map((s) => [
      s,
      subscriptionBadge(s, false),
    ]);
    expect(Object.fromEntries(kinds)).toEqual({
      ACTIVE: 'active',
      FUTURE_START: 'starting',
      SUSPENDED: 'suspended',
      FIXED_TERM_ENDING: 'ending',
      TERMINATED: 'ending',
      ENDS_IN_FUTURE: 'ending',
      ENDED_IN_PAST: 'ended',
      UNKNOWN: 'unknown',
    });
  });

  it('shows a change of order in progress, except on an ended subscription', () => {
    expect(subscriptionBadge('ACTIVE', true)).toBe('pending');
    expect(subscriptionBadge('TERMINATED', true)).toBe('pending');
    expect(subscriptionBadge('ENDED_IN_PAST', true)).toBe('ended');
  });

  it('comes with the label it stands beside', () => {
    const sub = {
      status: 'ACTIVE',
      subscriptionType: 'RECURRING',
      productFormat: 'PAPER',
      startDate: '2026-01-01',
      endDate: '2026-12-12',
      orderChangeInProgress: false,
    } as const;
    expect(subscriptionStatus(sub, '2026-11-21')).toEqual({
      displayState: 'TERMINATED',
      statusLabel: 'Tilaus on lopetettu ja se päättyy 12.12.2026',
      badge: 'ending',
    });
    expect(
      subscriptionStatus({ ...sub, endDate: null, orderChangeInProgress: true }, '2026-11-21'),
    ).toEqual({
      displayState: 'ACTIVE',
      statusLabel: 'Tilaus voimassa (tilausmuutos käsittelyssä)',
      badge: 'pending',
    });
  });
});
