import { and, count, gt, inArray } from 'drizzle-orm';
import type { AttemptRules } from '~/domain/auth/attempt-rules';
import type { Db } from '../db/client';
import { loginAttempts } from '../db/schema/accounts';
import { pruneOldAttemptsNow } from './attempt-pruning';

// Failed attempts of any kind (logins, subscription-link searches, anonymous identifications)
// are rows of login_attempts under a prefixed key, e.g. 'login-pair:<username>|<address>' or
// 'link-account:<account id>': one table, one index, one counting query, whatever is limited.
// Logins and the anonymous forms count an attempt before evaluating it
// (attempt-reservation.ts); the simpler check-then-record below remains for limits where a
// burst slipping past by a few is harmless.

/** A key and how many failures it may collect within the window before it is blocked. */
export interface FailureLimit {
  key: string;
  max: number;
}

/** True when any of the keys has reached its maximum within the last windowMinutes. */
export async function isBlocked(
  db: Db,
  limits: FailureLimit[],
  windowMinutes: number,
  now: Date,
): Promise<boolean> {
  const since = new Date(now.getTime() - windowMinutes * 60_000);
  const rows = await db
    .select({ key: loginAttempts.key, failures: count() })
    .from(loginAttempts)
    .where(
      and(
        gt(loginAttempts.attemptedAt, since),
        inArray(
          loginAttempts.key,
          limits.map((l) => l.key),
        ),
      ),
    )
    .groupBy(loginAttempts.key);
  const failures = (key: string): number => rows.find((r) => r.key === key)?.failures ?? 0;
  return limits.some((l) => failures(l.key) >= l.max);
}

export async function recordFailure(db: Db, keys: string[], now: Date): Promise<void> {
  await db.insert(loginAttempts).values(keys.map((key) => ({ key, attemptedAt: now })));
  await pruneOldAttemptsNow(db, now);
}

/**
 * Logins (docs/decisions/0001): consecutive failures of one username from one client address
 * lock that pair; one address trying many usernames is locked too; failures of a username from
 * everywhere only slow its logins down, so a stranger cannot lock the owner out. A browser that
 * logged in to the account before (known-device.ts) is limited by its own failures only.
 */
export const LOGIN_WINDOW_MINUTES = 15;
export const MAX_FAILURES_PER_PAIR = 5;
const MAX_FAILURES_PER_ADDRESS = 30;
export const FREE_FAILURES_PER_USERNAME = 10;
export const MAX_USERNAME_DELAY_SECONDS = 60;

/** The key of a username together with a client address: only that client can fill it. */
export const loginPairKey = (username: string, address: string): string =>
  `login-pair:${username}|${address}`;

/** The key of a username alone: anyone can fill it, so it only slows down. */
export const loginUserKey = (username: string): string => `login-user:${username}`;

/** The limits of one login, and the key its success clears (consecutive failures end). */
export interface LoginLimits {
  rules: AttemptRules;
  clearKey: string;
}

/**
 * A login from a browser that is a known device of the account (`deviceId`, known-device.ts):
 * neither a stranger's failures from its address nor those for its username hold it up; five
 * of its own consecutive failures lock it like a pair. Any other login: the pair, the address
 * and the username's slowdown.
 */
export function loginLimits(
  username: string,
  address: string,
  deviceId: string | null,
): LoginLimits {
  if (deviceId !== null) {
    const key = `login-device:${deviceId}`;
    return {
      rules: { windowMinutes: LOGIN_WINDOW_MINUTES, locks: [{ key, max: MAX_FAILURES_PER_PAIR }] },
      clearKey: key,
    };
  }
  const pairKey = loginPairKey(username, address);
  return {
    rules: {
      windowMinutes: LOGIN_WINDOW_MINUTES,
      locks: [
        { key: pairKey, max: MAX_FAILURES_PER_PAIR },
        { key: `login-ip:${address}`, max: MAX_FAILURES_PER_ADDRESS },
      ],
      slowdown: {
        key: loginUserKey(username),
        free: FREE_FAILURES_PER_USERNAME,
        maxDelaySeconds: MAX_USERNAME_DELAY_SECONDS,
      },
    },
    clearKey: pairKey,
  };
}
