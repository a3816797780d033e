import { and, count, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginAttempts } from '../db/schema/accounts';

// Failed attempts of any kind (logins, subscription-link searches) are rows of login_attempts
// under a prefixed key, e.g. 'user:<username>' or 'link-account:<account id>': one table, one
// index, one counting query, whatever is being limited.

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
}

export async function clearFailures(db: Db, key: string): Promise<void> {
  await db.delete(loginAttempts).where(eq(loginAttempts.key, key));
}

/** Failed logins allowed per username and per client address within the window. */
export const LOGIN_WINDOW_MINUTES = 15;
export const MAX_FAILURES_PER_USERNAME = 5;
export const MAX_FAILURES_PER_ADDRESS = 30;

const userKey = (username: string): string => `user:${username}`;
const addressKey = (address: string): string => `ip:${address}`;

export function isLoginBlocked(
  db: Db,
  username: string,
  address: string,
  now: Date,
): Promise<boolean> {
  return isBlocked(
    db,
    [
      { key: userKey(username), max: MAX_FAILURES_PER_USERNAME },
      { key: addressKey(address), max: MAX_FAILURES_PER_ADDRESS },
    ],
    LOGIN_WINDOW_MINUTES,
    now,
  );
}

export function recordLoginFailure(
  db: Db,
  username: string,
  address: string,
  now: Date,
): Promise<void> {
  return recordFailure(db, [userKey(username), addressKey(address)], now);
}

/** A successful login forgives the username's earlier failures (not the address's). */
export function clearUsernameFailures(db: Db, username: string): Promise<void> {
  return clearFailures(db, userKey(username));
}
