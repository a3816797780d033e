import { and, count, eq, gt, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginAttempts } from '../db/schema/accounts';

/** Failed logins allowed per username and per client address within the window. */
export const LOGIN_WINDOW_MINUTES = 15;
export const MAX_FAILURES_PER_USERNAME = 5;
export const MAX_FAILURES_PER_ADDRESS = 30;

const userKey = (username: string): string => `user:${username}`;
const addressKey = (address: string): string => `ip:${address}`;

export async function isLoginBlocked(
  db: Db,
  username: string,
  address: string,
  now: Date,
): Promise<boolean> {
  const since = new Date(now.getTime() - LOGIN_WINDOW_MINUTES * 60_000);
  const rows = await db
    .select({ key: loginAttempts.key, failures: count() })
    .from(loginAttempts)
    .where(
      and(
        gt(loginAttempts.attemptedAt, since),
        or(eq(loginAttempts.key, userKey(username)), eq(loginAttempts.key, addressKey(address))),
      ),
    )
    .groupBy(loginAttempts.key);
  const failures = (key: string): number => rows.find((r) => r.key === key)?.failures ?? 0;
  return (
    failures(userKey(username)) >= MAX_FAILURES_PER_USERNAME ||
    failures(addressKey(address)) >= MAX_FAILURES_PER_ADDRESS
  );
}

export async function recordLoginFailure(
  db: Db,
  username: string,
  address: string,
  now: Date,
): Promise<void> {
  await db.insert(loginAttempts).values([
    { key: userKey(username), attemptedAt: now },
    { key: addressKey(address), attemptedAt: now },
  ]);
}

/** A successful login forgives the username's earlier failures (not the address's). */
export async function clearUsernameFailures(db: Db, username: string): Promise<void> {
  await db.delete(loginAttempts).where(eq(loginAttempts.key, userKey(username)));
}
