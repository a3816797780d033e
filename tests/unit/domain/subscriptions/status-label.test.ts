import { describe, expect, it } from 'vitest';
import {
  subscriptionDisplayState,
  subscriptionDisplayStateSchema,
  subscriptionStatusLabel,
  type SubscriptionStateInput,
} from '~/domain/subscriptions/status-label';

const today = '2026-05-15';
const sub = (overrides: Partial<SubscriptionStateInput>): SubscriptionStateInput => ({
  status: 'ACTIVE',
  subscriptionType: 'RECURRING',
  productFormat: 'PAPER',
  startDate: '2025-01-01',
  endDate: null,
  orderChangeInProgress: false,
  ...overrides,
});

const describeBoth = (s: SubscriptionStateInput) => [
  subscriptionDisplayState(s, today),
  subscriptionStatusLabel(s, today),
];

describe('subscriptionDisplayStateSchema', () => {
  it('lists the display states', () => {
    expect(subscriptionDisplayStateSchema.options).toEqual([
      'ACTIVE',
      'FUTURE_START',
      'SUSPENDED',
      'FIXED_TERM_ENDING',
      'TERMINATED',
      'ENDS_IN_FUTURE',
      'ENDED_IN_PAST',
      'UNKNOWN',
    ]);
  });
});

describe('subscription status label', () => {
  it('PENDING paper or paper+digi starts on its start date', () => {
    expect(describeBoth(sub({ status: 'PENDING', startDate: '2026-06-01' }))).toEqual([
      'FUTURE_START',
      'Tilaus alkaa 1.6.2026',
    ]);
    expect(
      describeBoth(
        sub({ status: 'PENDING', productFormat: 'PAPER_AND_DIGI', startDate: '2026-06-01' }),
      ),
    ).toEqual(['FUTURE_START', 'Tilaus alkaa 1.6.2026']);
  });

  it('PENDING digital is valid from its start date, and starts on it before (issue 20 item 6)', () => {
    expect(
      describeBoth(sub({ status: 'PENDING', productFormat: 'DIGI', startDate: '2026-06-01' })),
    ).toEqual(['FUTURE_START', 'Tilaus alkaa 1.6.2026']);
    expect(
      describeBoth(sub({ status: 'PENDING', productFormat: 'DIGI', startDate: today })),
    ).toEqual(['ACTIVE', 'Tilaus voimassa']);
    expect(
      describeBoth(sub({ status: 'PENDING', productFormat: 'DIGI', startDate: '2026-05-01' })),
    ).toEqual(['ACTIVE', 'Tilaus voimassa']);
  });

  it('WAITING_CONFIRMATION reads like PENDING', () => {
    expect(describeBoth(sub({ status: 'WAITING_CONFIRMATION', startDate: '2026-07-01' }))).toEqual([
      'FUTURE_START',
      'Tilaus alkaa 1.7.2026',
    ]);
    expect(describeBoth(sub({ status: 'WAITING_CONFIRMATION', productFormat: 'DIGI' }))).toEqual([
      'ACTIVE',
      'Tilaus voimassa',
    ]);
  });

  it('SUSPENDED', () => {
    expect(describeBoth(sub({ status: 'SUSPENDED' }))).toEqual([
      'SUSPENDED',
      'Tilauksen jakelu keskeytetty',
    ]);
  });

  it('FINISHED', () => {
    expect(describeBoth(sub({ status: 'FINISHED', endDate: '2026-01-01' }))).toEqual([
      'ENDED_IN_PAST',
      'Päättynyt',
    ]);
  });

  it('UNKNOWN', () => {
    expect(describeBoth(sub({ status: 'UNKNOWN' }))).toEqual([
      'UNKNOWN',
      'Tilauksen tila tuntematon',
    ]);
  });

  it('ACTIVE without an end date is valid', () => {
    expect(describeBoth(sub({}))).toEqual(['ACTIVE', 'Tilaus voimassa']);
    expect(describeBoth(sub({ subscriptionType: 'FIXED_TERM' }))).toEqual([
      'ACTIVE',
      'Tilaus voimassa',
    ]);
  });

  it('ACTIVE fixed-term with an end date says when it ends', () => {
    expect(describeBoth(sub({ subscriptionType: 'FIXED_TERM', endDate: '2026-12-31' }))).toEqual([
      'FIXED_TERM_ENDING',
      'Tilaus on määräaikainen ja se päättyy 31.12.2026',
    ]);
  });

  it('ACTIVE recurring with an end date has been terminated', () => {
    expect(describeBoth(sub({ subscriptionType: 'RECURRING', endDate: '2026-06-14' }))).toEqual([
      'TERMINATED',
      'Tilaus on lopetettu ja se päättyy 14.6.2026',
    ]);
  });

  it('ACTIVE sample, free and other types with an end date show the neutral ending', () => {
    for (const subscriptionType of [
      'SAMPLE',
      'FREE',
      'SINGLE_COPY',
      'CONTROL',
      'UNKNOWN',
      'PENDING',
    ] as const) {
      expect(describeBoth(sub({ subscriptionType, endDate: '2026-05-31' }))).toEqual([
        'ENDS_IN_FUTURE',
        'Päättyy 31.5.2026',
      ]);
    }
  });

  it('ACTIVE with an end date in the past has ended', () => {
    expect(describeBoth(sub({ subscriptionType: 'FIXED_TERM', endDate: '2026-05-14' }))).toEqual([
      'ENDED_IN_PAST',
      'Päättynyt',
    ]);
  });

  it('the end date itself is still the last valid day', () => {
    expect(describeBoth(sub({ subscriptionType: 'FIXED_TERM', endDate: today }))).toEqual([
      'FIXED_TERM_ENDING',
      'Tilaus on määräaikainen ja se päättyy 15.5.2026',
    ]);
    expect(describeBoth(sub({ status: 'CANCELLED', endDate: today }))[0]).toBe('ENDS_IN_FUTURE');
  });

  it('ACTIVE_ORDER_BEING_RENEWED is valid whatever its end date', () => {
    expect(
      describeBoth(
        sub({
          status: 'ACTIVE_ORDER_BEING_RENEWED',
          subscriptionType: 'FIXED_TERM',
          endDate: '2026-05-01',
        }),
      ),
    ).toEqual(['ACTIVE', 'Tilaus voimassa']);
  });

  it('CANCELLED to period end with a future end date', () => {
    expect(describeBoth(sub({ status: 'CANCELLED', endDate: '2026-06-30' }))).toEqual([
      'ENDS_IN_FUTURE',
      'Tilaus on lopetettu tilausjakson loppuun ja se päättyy 30.6.2026',
    ]);
  });

  it('CANCELLED without an end date still says it was cancelled to period end', () => {
    expect(describeBoth(sub({ status: 'CANCELLED', endDate: null }))).toEqual([
      'ENDS_IN_FUTURE',
      'Tilaus on lopetettu tilausjakson loppuun',
    ]);
  });

  it('CANCELLED whose end date has been reached', () => {
    expect(describeBoth(sub({ status: 'CANCELLED', endDate: '2026-05-14' }))).toEqual([
      'ENDED_IN_PAST',
      'Päättynyt',
    ]);
  });

  it('appends the order-change marker to any label', () => {
    expect(subscriptionStatusLabel(sub({ orderChangeInProgress: true }), today)).toBe(
      'Tilaus voimassa (tilausmuutos käsittelyssä)',
    );
    expect(
      subscriptionStatusLabel(
        sub({ status: 'CANCELLED', endDate: '2026-06-30', orderChangeInProgress: true }),
        today,
      ),
    ).toBe(
      'Tilaus on lopetettu tilausjakson loppuun ja se päättyy 30.6.2026 (tilausmuutos käsittelyssä)',
    );
    expect(subscriptionDisplayState(sub({ orderChangeInProgress: true }), today)).toBe('ACTIVE');
  });

  it('shows [missing date] for an unusable start date', () => {
    expect(subscriptionStatusLabel(sub({ status: 'PENDING', startDate: '' }), today)).toBe(
      'Tilaus alkaa [missing date]',
    );
  });
});
