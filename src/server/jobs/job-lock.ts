import { sql } from 'drizzle-orm';
import { type Db, sessionClientOf } from '../db/client';

// A scheduled job runs once per tick even when several processes schedule it (the cluster of
// src/server/edge/serve.ts on PostgreSQL, or cron running the CLI beside the servers): whoever takes the
// job's advisory lock does the work, the others skip the tick. The lock is session-level, held on
// one connection of its own for the whole run, so the work itself may use the pool and its own
// short transactions; if the process dies the connection closes and PostgreSQL frees the lock.
// Behind a transaction pooler that connection is one to the server itself (sessionClientOf).
// PGlite has one session, in which advisory locks are re-entrant, so within a process a guard per
// database keeps a second run of the same job out as well.

/** Advisory lock keys; 72010001-72010003 are the migrator and the seeders. */
export const JOB_LOCK_KEYS = { billing: 72010010, deletionPurge: 72010027 } as const;

export type LockedRun<T> = { ran: true; value: T } | { ran: false };

interface LockSession {
  tryLock(key: number): Promise<boolean>;
  unlock(key: number): Promise<void>;
  release(broken: boolean): void;
}

interface PgPoolClient {
  query(text: string, values: unknown[]): Promise<{ rows: { locked?: boolean }[] }>;
  release(destroy?: boolean): void;
}

interface PgPool {
  connect(): Promise<PgPoolClient>;
}

const isPgPool = (client: unknown): client is PgPool =>
  typeof client === 'object' &&
  client !== null &&
  'connect' in client &&
  'totalCount' in client &&
  typeof client.connect === 'function';

/** A dedicated pool connection with PostgreSQL; PGlite's one session otherwise. */
async function openLockSession(db: Db): Promise<LockSession> {
  const client = sessionClientOf(db);
  if (isPgPool(client)) {
    const conn = await client.connect();
    return {
      tryLock: async (key) =>
        (await conn.query('select pg_try_advisory_lock($1) as locked', [key])).rows[0]?.locked ===
        true,
      unlock: async (key) => {
        await conn.query('select pg_advisory_unlock($1)', [key]);
      },
      release: (broken) => conn.release(broken),
    };
  }
  return {
    tryLock: async (key) => {
      const result = await db.execute(sql`select pg_try_advisory_lock(${key}) as locked`);
      return (result as { rows: { locked?: boolean }[] }).rows[0]?.locked === true;
    },
    unlock: async (key) => {
      await db.execute(sql`select pg_advisory_unlock(${key})`);
    },
    release: () => undefined,
  };
}

const heldInProcess = new WeakMap<Db, Set<number>>();

/**
 * Runs `work` unless another run holding the same lock is under way, in this process or in
 * another one on the same database; then answers `{ ran: false }` without waiting.
 */
export async function runWithJobLock<T>(
  db: Db,
  key: number,
  work: () => Promise<T>,
): Promise<LockedRun<T>> {
  const held = heldInProcess.get(db) ?? new Set<number>();
  heldInProcess.set(db, held);
  if (held.has(key)) return { ran: false };
  held.add(key);
  try {
    const session = await openLockSession(db);
    let broken = false;
    try {
      if (!(await session.tryLock(key))) return { ran: false };
      try {
        return { ran: true, value: await work() };
      } finally {
        // A connection that cannot unlock is closed instead, which frees the lock as well.
        await session.unlock(key).catch(() => {
          broken = true;
        });
      }
    } finally {
      session.release(broken);
    }
  } finally {
    held.delete(key);
  }
}
