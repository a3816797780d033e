import { describe, expect, it } from 'vitest';
import {
  MAX_DELIVERY_ATTEMPTS,
  afterFailedAttempt,
  backOffMs,
  isTooOldToDeliver,
} from '~/domain/email/delivery-retry';

const NOW = new Date('2026-11-21T10:00:00+02:00');
const MINUTE = 60_000;

describe('delivery retries', () => {
  it('waits longer after each failure, up to twelve hours', () => {
    expect(backOffMs(1)).toBe(MINUTE);
    expect(backOffMs(2)).toBe(5 * MINUTE);
    expect(backOffMs(4)).toBe(60 * MINUTE);
    expect(backOffMs(7)).toBe(720 * MINUTE);
    expect(backOffMs(20)).toBe(720 * MINUTE);
  });

  it('tries again later until the last attempt, then gives up', () => {
    expect(afterFailedAttempt(1, NOW)).toEqual({
      kind: 'retry',
      nextAttemptAt: new Date(NOW.getTime() + MINUTE),
    });
    expect(afterFailedAttempt(MAX_DELIVERY_ATTEMPTS - 1, NOW).kind).toBe('retry');
    expect(afterFailedAttempt(MAX_DELIVERY_ATTEMPTS, NOW)).toEqual({
      kind: 'give-up',
      reason: 'attempts',
    });
  });

  it('gives up a message queued more than two days ago', () => {
    const twoDays = 48 * 60 * MINUTE;
    expect(isTooOldToDeliver(new Date(NOW.getTime() - twoDays), NOW)).toBe(false);
    expect(isTooOldToDeliver(new Date(NOW.getTime() - twoDays - 1), NOW)).toBe(true);
  });
});
