import { and, asc, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { DELIVERY_CLAIM_MS, MAX_DELIVERY_AGE_MS } from '~/domain/email/delivery-retry';
import type { Db } from '../db/client';
import { outbox } from '../db/schema/system';

// The outbox rows a sender takes one at a time. Taking a row is one UPDATE whose subquery locks the
// row with FOR UPDATE SKIP LOCKED and sets `claimed_until`: two senders at the same moment take
// different rows, and a row stays taken while it is being sent (no transaction stays open meanwhile,
// which on PGlite would hold up every request). A sender that dies leaves its claim to expire.

export type ClaimedEmail = typeof outbox.$inferSelect;

const undelivered = and(isNull(outbox.sentAt), isNull(outbox.failedAt));

/** Takes the oldest row due for an attempt and counts the attempt; null when none is due. */
export async function claimNextEmail(db: Db, now: Date): Promise<ClaimedEmail | null> {
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(
        undelivered,
        or(isNull(outbox.nextAttemptAt), lte(outbox.nextAttemptAt, now)),
        or(isNull(outbox.claimedUntil), lt(outbox.claimedUntil, now)),
      ),
    )
    .orderBy(asc(outbox.createdAt), asc(outbox.id))
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db
    .update(outbox)
    .set({
      claimedUntil: new Date(now.getTime() + DELIVERY_CLAIM_MS),
      attempts: sql`${outbox.attempts} + 1`,
    })
    // `= (subquery)` runs the subquery once; `in (subquery)` may run it again per row and take more.
    .where(and(eq(outbox.id, sql`(${due})`), undelivered))
    .returning();
  return row ?? null;
}

export async function markSent(db: Db, id: string, now: Date): Promise<void> {
  await db
    .update(outbox)
    .set({ sentAt: now, claimedUntil: null, lastError: null, nextAttemptAt: null })
    .where(eq(outbox.id, id));
}

/** A failed attempt: another one at `nextAttemptAt`, or none (`failedAt`) when given up. */
export async function markFailed(
  db: Db,
  id: string,
  error: string,
  next: { nextAttemptAt: Date } | { failedAt: Date },
): Promise<void> {
  await db
    .update(outbox)
    .set({ claimedUntil: null, lastError: error.slice(0, 1000), ...next })
    .where(eq(outbox.id, id));
}

/** Gives up the rows queued too long ago to be worth sending; answers how many. */
export async function giveUpStaleEmails(db: Db, now: Date): Promise<number> {
  const stale = await db
    .update(outbox)
    .set({
      failedAt: now,
      lastError: `not delivered within ${MAX_DELIVERY_AGE_MS / 3_600_000} h of queueing`,
    })
    .where(
      and(
        undelivered,
        lt(outbox.createdAt, new Date(now.getTime() - MAX_DELIVERY_AGE_MS)),
        or(isNull(outbox.claimedUntil), lt(outbox.claimedUntil, now)),
      ),
    )
    .returning({ id: outbox.id });
  return stale.length;
}
