import { and, count, gt, inArray, max, min, sql } from 'drizzle-orm';
import {
  type AttemptDecision,
  type AttemptRules,
  type KeyFacts,
  decideAttempt,
} from '~/domain/auth/attempt-rules';
import type { Db } from '../db/client';
import { loginAttempts } from '../db/schema/accounts';
import { pruneOldAttemptsNow } from './attempt-pruning';

/**
 * The rows one attempt wrote before it was evaluated. Until forgiven they count as failures, so
 * an attempt is counted before its password (or identification) is checked, never after.
 */
export interface Reservation {
  ids: string[];
}

export type ReservationResult =
  { allowed: true; reservation: Reservation } | Extract<AttemptDecision, { allowed: false }>;

const keysOf = (rules: AttemptRules): string[] =>
  [...new Set([...rules.locks.map((l) => l.key), ...(rules.slowdown ? [rules.slowdown.key] : [])])]
    // Always the same order, so two attempts never wait for each other's locks crosswise.
    .sort();

/**
 * Decides and counts one attempt atomically: a transaction-scoped advisory lock per key
 * serialises attempts on the same keys (across processes too, on one PostgreSQL), so a burst of
 * parallel guesses cannot all pass the check before any of them is counted.
 */
export async function reserveAttempt(
  db: Db,
  rules: AttemptRules,
  now: Date,
): Promise<ReservationResult> {
  const keys = keysOf(rules);
  const since = new Date(now.getTime() - rules.windowMinutes * 60_000);
  const result = await db.transaction(async (tx): Promise<ReservationResult> => {
    for (const key of keys) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
    }
    const rows = await tx
      .select({
        key: loginAttempts.key,
        failures: count(),
        oldestAt: min(loginAttempts.attemptedAt),
        latestAt: max(loginAttempts.attemptedAt),
      })
      .from(loginAttempts)
      .where(and(gt(loginAttempts.attemptedAt, since), inArray(loginAttempts.key, keys)))
      .groupBy(loginAttempts.key);
    const facts = (key: string): KeyFacts | undefined => rows.find((r) => r.key === key);
    const decision = decideAttempt(rules, facts, now);
    if (!decision.allowed) return decision;
    const inserted = await tx
      .insert(loginAttempts)
      .values(keys.map((key) => ({ key, attemptedAt: now })))
      .returning({ id: loginAttempts.id });
    return { allowed: true, reservation: { ids: inserted.map((r) => r.id) } };
  });
  if (result.allowed) await pruneOldAttemptsNow(db, now);
  return result;
}

/**
 * The attempt succeeded: it is no failure, and the keys in clearKeys (e.g. the username with
 * this client address) start counting consecutive failures again from zero.
 */
export async function forgiveAttempt(
  db: Db,
  reservation: Reservation,
  clearKeys: string[] = [],
): Promise<void> {
  if (reservation.ids.length > 0) {
    await db.delete(loginAttempts).where(inArray(loginAttempts.id, reservation.ids));
  }
  if (clearKeys.length > 0) {
    await db.delete(loginAttempts).where(inArray(loginAttempts.key, clearKeys));
  }
}
