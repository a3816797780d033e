import type { OpenAPIHono } from '@hono/zod-openapi';
import { createApi } from './app';
import type { AppEnv } from './app-context';
import { createClock } from './clock';
import { openDb } from './db/client';
import { migrate } from './db/migrate';
import { seedDemoData } from './db/seed/seed-demo-data';
import { loadConfig } from './config-check';
import { seedsDemoData } from './env';
import { type ServerJobs, startServerJobs } from './jobs/server-jobs';

let api: Promise<OpenAPIHono<AppEnv>> | undefined;
let jobs: ServerJobs | undefined;

/**
 * The process-wide API: opens the database once, applies migrations and, on an empty database,
 * seeds the demo data (in development, or with SEED_DEMO_DATA=true), and schedules the jobs
 * (billing, e-mail). Every request awaits the same promise.
 */
export function getApi(): Promise<OpenAPIHono<AppEnv>> {
  api ??= (async () => {
    const env = loadConfig();
    const clock = createClock(env.PORTAL_NOW);
    const { db, kind } = await openDb({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
    const applied = await migrate(db);
    const seeded = seedsDemoData(env) ? (await seedDemoData(db, clock.today())).seeded : false;
    console.info(
      `[portal] database ${kind}${kind === 'pglite' ? ` in ${env.DATA_DIR}` : ''}: ` +
        `${applied.length} migration(s) applied${seeded ? ', demo data seeded' : ''}`,
    );
    jobs = startServerJobs({ db, clock, env });
    return createApi({ db, clock, env });
  })();
  api.catch(() => {
    api = undefined;
  });
  return api;
}

/** Stops the scheduled jobs and waits for the runs under way; call before closing the database. */
export async function stopServerJobs(): Promise<void> {
  await jobs?.stop();
  jobs = undefined;
}
