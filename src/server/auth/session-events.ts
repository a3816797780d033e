// Ending a session must end it in every portal process at once (issue 19 items 4 and 12), but
// each process keeps verified sessions for a few seconds (session-cache.ts). On PostgreSQL, where
// several processes may share the database, a process that ends sessions says so on a channel
// (NOTIFY) and every process listening forgets them. PGlite is one process (its data folder is
// locked), so there is nobody to tell.
import { sql } from 'drizzle-orm';
import type { AppDeps, SessionEvent, SessionEvents } from '../app-context';
import type { Db } from '../db/client';
import { logger } from '../log/logger';
import { forgetAllHere, forgetHere } from './session-cache';

const SESSION_CHANNEL = 'portal_sessions_ended';

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

/** How long to wait before listening again after the connection dropped, by failures in a row. */
const RECONNECT_DELAYS_MS = [1_000, 2_000, 5_000, 10_000, 30_000];
/** The listener's application_name, so operators (and the test) can find its connection. */
export const LISTENER_NAME = 'portal-session-events';

interface Listener {
  /** Called with each event heard. */
  onEvent: (event: SessionEvent) => void;
  /** Called when events may have been missed: the connection dropped, or came back. */
  onGap: () => void;
}

/**
 * Listens on the channel with a connection of its own and hands each event on. When the
 * connection drops (a database restart, a network failure), it listens again after a pause, and
 * says there was a gap. Answers the function that stops listening. The first connection must
 * succeed: a process that cannot listen does not start.
 */
async function listenForSessionEvents(
  url: string,
  { onEvent, onGap }: Listener,
): Promise<() => Promise<void>> {
  const { default: pg } = await import('pg');
  let current: InstanceType<typeof pg.Client> | null = null;
  let stopped = false;
  let failures = 0;
  let retryTimer: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const client = new pg.Client({ connectionString: url, application_name: LISTENER_NAME });
    client.on('error', (err) => logger.error({ err }, 'the session-event connection failed'));
    client.on('notification', (message) => {
      if (message.channel !== SESSION_CHANNEL) return;
      const event = parseSessionEvent(message.payload);
      if (event) onEvent(event);
    });
    client.on('end', () => {
      if (stopped || current !== client) return;
      current = null;
      onGap();
      retry();
    });
    try {
      await client.connect();
      await client.query(`listen ${SESSION_CHANNEL}`);
    } catch (err) {
      await client.end().catch(() => undefined);
      throw err;
    }
    current = client;
    failures = 0;
  };

  const retry = (): void => {
    const delay = RECONNECT_DELAYS_MS[Math.min(failures, RECONNECT_DELAYS_MS.length - 1)];
    failures += 1;
    retryTimer = setTimeout(() => {
      if (stopped) return;
      connect().then(
        () => {
          logger.info('listening for ended sessions again');
          onGap();
        },
        (err: unknown) => {
          logger.warn({ err, failures }, 'could not listen for ended sessions; trying again');
          retry();
        },
      );
    }, delay);
    retryTimer.unref();
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retryTimer);
    await current?.end();
  };
}

/**
 * Joins this process to the others on the database at `url`: its ended sessions are announced
 * (deps.sessionEvents) and theirs forgotten here. While the listening connection is down, ended
 * sessions may go unheard, so the cache is emptied when it drops and when it is back. Answers the
 * function that stops listening.
 */
export async function shareEndedSessions(deps: AppDeps, url: string): Promise<() => Promise<void>> {
  deps.sessionEvents = databaseSessionEvents(deps.db);
  return listenForSessionEvents(url, {
    onEvent: (event) => forgetHere(deps, event),
    onGap: () => forgetAllHere(deps),
  });
}
