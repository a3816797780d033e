import type { OpenAPIHono } from '@hono/zod-openapi';
import { createApi } from './app';
import type { AppDeps, AppEnv } from './app-context';
import { shareEndedSessions } from './auth/session-events';
import { createClock } from './clock';
import { type DbHandle, openDb } from './db/client';
import { migrate } from './db/migrate';
import { seedDemoData } from './db/seed/seed-demo-data';
import { loadConfig } from './config-check';
import { seedsDemoData } from './env';
import { type ServerJobs, startServerJobs } from './server-jobs';
import { logger } from './log/logger';

let api: Promise<OpenAPIHono<AppEnv>> | undefined;
let handle: DbHandle | undefined;
let jobs: ServerJobs | undefined;
let shuttingDown = false;
let stopListening: (() => Promise<void>) | undefined;

/**
 * The process-wide API: opens the database once, applies migrations and, on an empty database,
 * seeds the demo data (in development, or with SEED_DEMO_DATA=true), and schedules the jobs
 * (billing, e-mail). Every request awaits the same promise.
 */
export function getApi(): Promise<OpenAPIHono<AppEnv>> {
  if (shuttingDown && !api) return Promise.reject(new Error('The API is shutting down'));
  api ??= (async () => {
    const env = loadConfig();
    const clock = createClock(env.PORTAL_NOW);
    handle = await openDb({
      url: env.DATABASE_URL,
      directUrl: env.DATABASE_DIRECT_URL,
      dataDir: env.DATA_DIR,
    });
    const { db, hotReads, kind, url } = handle;
    const applied = await migrate(db);
    const seeded = seedsDemoData(env) ? (await seedDemoData(db, clock.today())).seeded : false;
    logger.info(
      {
        database: kind,
        ...(kind === 'pglite' ? { dataDir: env.DATA_DIR } : {}),
        applied: applied.length,
        seeded,
      },
      'database ready',
    );
    jobs = startServerJobs({ db, clock, env });
    const deps: AppDeps = { db, hotReads, clock, env, shuttingDown: () => shuttingDown };
    // Several processes may share a PostgreSQL database: an ended session ends in all of them.
    if (url) stopListening = await shareEndedSessions(deps, url);
    return createApi(deps);
  })();
  api.catch((err: unknown) => {
    logger.fatal({ err }, 'the API did not start');
    api = undefined;
    void stopListening?.().catch(() => undefined);
    stopListening = undefined;
    void handle?.close();
    handle = undefined;
  });
  return api;
}

/** Stops the scheduled jobs and waits for the runs under way; call before closing the database. */
async function stopServerJobs(): Promise<void> {
  await jobs?.stop();
  jobs = undefined;
}

/**
 * Stops the API for a graceful shutdown: readiness answers 503 at once, the jobs stop (a run
 * under way finishes), `drain` (the server finishing its in-flight requests) is awaited, then
 * the database handle and the data folder's lock are closed.
 */
export async function shutdownApi(
  drain: () => Promise<unknown> = () => Promise.resolve(),
): Promise<void> {
  shuttingDown = true;
  await stopServerJobs();
  await drain();
  await api?.catch(() => undefined);
  await stopListening?.().catch(() => undefined);
  stopListening = undefined;
  await handle?.close();
  handle = undefined;
}
