import { inArray, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginAttempts } from '../db/schema/accounts';

/**
 * login_attempts rows are only read within their window, the longest being the +Kaikki
 * notices' 60 minutes (tests/unit/server/attempt-pruning.test.ts checks every window against
 * this). Older rows are deleted by the attempts themselves, a bounded batch now and then, so the
 * table stays small without a job and no request pays for an unbounded delete.
 */
export const ATTEMPT_RETENTION_MINUTES = 60;
/** Every this many counted attempts in a process, one batch is pruned. */
export const PRUNE_EVERY_ATTEMPTS = 20;
export const PRUNE_BATCH_ROWS = 500;

const counters = new WeakMap<Db, number>();

/** Deletes at most PRUNE_BATCH_ROWS rows older than the retention; answers how many. */
async function pruneOldAttempts(db: Db, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - ATTEMPT_RETENTION_MINUTES * 60_000);
  const old = db
    .select({ id: loginAttempts.id })
    .from(loginAttempts)
    .where(lt(loginAttempts.attemptedAt, cutoff))
    .limit(PRUNE_BATCH_ROWS);
  const deleted = await db
    .delete(loginAttempts)
    .where(inArray(loginAttempts.id, old))
    .returning({ id: loginAttempts.id });
  return deleted.length;
}

/** Called after each counted attempt; prunes on every PRUNE_EVERY_ATTEMPTS-th one. */
export async function pruneOldAttemptsNow(db: Db, now: Date): Promise<void> {
  const n = (counters.get(db) ?? 0) + 1;
  counters.set(db, n % PRUNE_EVERY_ATTEMPTS);
  if (n % PRUNE_EVERY_ATTEMPTS === 0) await pruneOldAttempts(db, now);
}
