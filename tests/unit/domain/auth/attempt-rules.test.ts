import { describe, expect, it } from 'vitest';
import {
  type AttemptRules,
  type KeyFacts,
  decideAttempt,
  slowdownDelaySeconds,
  retryAfterSecondsOf,
  tooManyAttemptsMessage,
  tooManyRequestsMessage,
} from '~/domain/auth/attempt-rules';

const NOW = new Date('2026-11-21T10:00:00+02:00');
const ago = (s: number) => new Date(NOW.getTime() - s * 1000);
const rules: AttemptRules = {
  windowMinutes: 15,
  locks: [{ key: 'pair', max: 5 }],
  slowdown: { key: 'user', free: 10, maxDelaySeconds: 60 },
};
const factsOf =
  (table: Record<string, KeyFacts>) =>
  (key: string): KeyFacts | undefined =>
    table[key];

describe('slowdownDelaySeconds', () => {
  it('is free up to the free failures, then doubles up to the cap', () => {
    const slow = { key: 'user', free: 10, maxDelaySeconds: 60 };
    expect([0, 9, 10, 11, 12, 15, 16, 17, 1000].map((n) => slowdownDelaySeconds(n, slow))).toEqual([
      0, 0, 1, 2, 4, 32, 60, 60, 60,
    ]);
  });
});

describe('decideAttempt', () => {
  it('allows an attempt with no failures', () => {
    expect(decideAttempt(rules, factsOf({}), NOW)).toEqual({ allowed: true });
  });

  it('locks a full key until its oldest failure leaves the window', () => {
    const full = { failures: 5, oldestAt: ago(600), latestAt: ago(10) };
    expect(decideAttempt(rules, factsOf({ pair: full }), NOW)).toEqual({
      allowed: false,
      retryAfterSeconds: 300,
    });
    const almost = { ...full, failures: 4 };
    expect(decideAttempt(rules, factsOf({ pair: almost }), NOW)).toEqual({ allowed: true });
  });

  it('slows the shared key: waits for the delay after the latest attempt, never locks', () => {
    const many = { failures: 12, oldestAt: ago(800), latestAt: ago(1) };
    expect(decideAttempt(rules, factsOf({ user: many }), NOW)).toEqual({
      allowed: false,
      retryAfterSeconds: 3,
    });
    const waited = { ...many, latestAt: ago(4) };
    expect(decideAttempt(rules, factsOf({ user: waited }), NOW)).toEqual({ allowed: true });
  });

  it('answers the longest wait when several limits apply', () => {
    const table = {
      pair: { failures: 5, oldestAt: ago(890), latestAt: ago(1) },
      user: { failures: 30, oldestAt: ago(890), latestAt: ago(1) },
    };
    expect(decideAttempt(rules, factsOf(table), NOW)).toEqual({
      allowed: false,
      retryAfterSeconds: 59,
    });
  });
});

describe('tooManyAttemptsMessage', () => {
  it('asks for a moment for short waits and whole minutes for long ones', () => {
    expect(tooManyAttemptsMessage(1)).toBe(
      'Liian monta epäonnistunutta yritystä. Odota hetki ja yritä uudelleen.',
    );
    expect(tooManyAttemptsMessage(900)).toBe(
      'Liian monta epäonnistunutta yritystä. Odota 15 minuuttia ja yritä uudelleen.',
    );
    expect(tooManyAttemptsMessage(61)).toContain('Odota 2 minuuttia');
  });
});

describe('tooManyRequestsMessage', () => {
  it('is the catalogue text without a wait, and names the minutes of a long one', () => {
    expect(tooManyRequestsMessage(null)).toBe(
      'Liian monta yritystä. Odota hetki ja yritä uudelleen.',
    );
    expect(tooManyRequestsMessage(900)).toBe(
      'Liian monta yritystä. Odota 15 minuuttia ja yritä uudelleen.',
    );
  });
});

describe('retryAfterSecondsOf', () => {
  const now = new Date('2026-11-21T10:00:00Z');

  it('reads delta-seconds and an HTTP date', () => {
    expect(retryAfterSecondsOf('900', now)).toBe(900);
    expect(retryAfterSecondsOf(' 60 ', now)).toBe(60);
    expect(retryAfterSecondsOf('Sat, 21 Nov 2026 10:15:00 GMT', now)).toBe(900);
  });

  it('answers null for a missing or unreadable header, and 0 for a date passed', () => {
    expect(retryAfterSecondsOf(null, now)).toBeNull();
    expect(retryAfterSecondsOf('', now)).toBeNull();
    expect(retryAfterSecondsOf('pian', now)).toBeNull();
    expect(retryAfterSecondsOf('Sat, 21 Nov 2026 09:00:00 GMT', now)).toBe(0);
  });
});
