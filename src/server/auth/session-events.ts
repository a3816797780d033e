// Ending a session must end it in every portal process at once (issue 19 items 4 and 12), but
// each process keeps verified sessions for a few seconds (session-cache.ts). On PostgreSQL, where
// several processes may share the database, a process that ends sessions says so on a channel
// (NOTIFY) and every process listening forgets them. PGlite is one process (its data folder is
// locked), so there is nobody to tell.
import { sql } from 'drizzle-orm';
import type { AppDeps } from '../app-context';
import type { Db } from '../db/client';
import { logger } from '../log/logger';
import { forgetHere } from './session-cache';

const SESSION_CHANNEL = 'portal_sessions_ended';

/** A session (by its stored, hashed id) or every session of an account has ended. */
export type SessionEvent = { session: string } | { account: string };

export interface SessionEvents {
  publish(event: SessionEvent): void;
}

/** Publishes on the database's channel; a failure is logged, the cache then ends in seconds. */
function databaseSessionEvents(db: Db): SessionEvents {
  return {
    publish(event) {
      db.execute(sql`select pg_notify(${SESSION_CHANNEL}, ${JSON.stringify(event)})`).catch(
        (err: unknown) => logger.warn({ err }, 'could not announce an ended session'),
      );
    },
  };
}

/** The event in a notification's payload, or null for anything else. */
export function parseSessionEvent(payload: string | undefined): SessionEvent | null {
  try {
    const value = JSON.parse(payload ?? '') as unknown;
    if (value && typeof value === 'object') {
      const { session, account } = value as { session?: unknown; account?: unknown };
      if (typeof session === 'string') return { session };
      if (typeof account === 'string') return { account };
    }
  } catch {
    // Not ours: ignored.
  }
  return null;
}

/**
 * Listens on the channel with a connection of its own and hands each event to `onEvent`;
 * answers the function that stops listening.
 */
async function listenForSessionEvents(
  url: string,
  onEvent: (event: SessionEvent) => void,
): Promise<() => Promise<void>> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  client.on('error', (err) => logger.error({ err }, 'the session-event connection failed'));
  client.on('notification', (message) => {
    if (message.channel !== SESSION_CHANNEL) return;
    const event = parseSessionEvent(message.payload);
    if (event) onEvent(event);
  });
  await client.connect();
  await client.query(`listen ${SESSION_CHANNEL}`);
  return () => client.end();
}

/**
 * Joins this process to the others on the database at `url`: its ended sessions are announced
 * (deps.sessionEvents) and theirs forgotten here. Answers the function that stops listening.
 */
export async function shareEndedSessions(deps: AppDeps, url: string): Promise<() => Promise<void>> {
  deps.sessionEvents = databaseSessionEvents(deps.db);
  return listenForSessionEvents(url, (event) => forgetHere(deps, event));
}
