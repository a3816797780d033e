import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBillingJobsOnce } from '~/server/billing/billing-jobs';
import { type DbHandle, openDb } from '~/server/db/client';
import { runWithJobLock } from '~/server/jobs/job-lock';
import { readEnv } from '~/server/env';
import { type TestApp, createTestApp } from '../support/test-app';

// Issue 12 "Jobs": with several processes (the cluster on PostgreSQL, cron running the CLI beside
// the servers) a job runs once per tick: whoever holds its advisory lock does the work.

const KEY = 72019999;

/** Work that takes a while and counts how often it ran and how many ran at once. */
function slowWork(ms = 300) {
  const seen = { runs: 0, atOnce: 0, max: 0 };
  const work = async () => {
    seen.runs++;
    seen.max = Math.max(seen.max, ++seen.atOnce);
    await new Promise((resolve) => setTimeout(resolve, ms));
    seen.atOnce--;
    return seen.runs;
  };
  return { seen, work };
}

describe('the job lock on one database handle', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('lets only one of two concurrent runs do the work; the other stands aside at once', async () => {
    const { seen, work } = slowWork();
    const [a, b] = await Promise.all([
      runWithJobLock(app.db, KEY, work),
      runWithJobLock(app.db, KEY, work),
    ]);
    expect(seen.runs).toBe(1);
    expect([a.ran, b.ran].sort()).toEqual([false, true]);
  });

  it('frees the lock after a run, also after a failed one', async () => {
    const { seen, work } = slowWork(10);
    await expect(
      runWithJobLock(app.db, KEY, () => Promise.reject(new Error('boom'))),
    ).rejects.toThrow('boom');
    expect((await runWithJobLock(app.db, KEY, work)).ran).toBe(true);
    expect((await runWithJobLock(app.db, KEY, work)).ran).toBe(true);
    expect(seen.runs).toBe(2);
  });

  it('keeps other jobs free: another key runs beside', async () => {
    const { seen, work } = slowWork();
    const [a, b] = await Promise.all([
      runWithJobLock(app.db, KEY, work),
      runWithJobLock(app.db, KEY + 1, work),
    ]);
    expect([a.ran, b.ran]).toEqual([true, true]);
    expect(seen.max).toBe(2);
  });

  it('runs the billing jobs once when two runs start together', async () => {
    const deps = { db: app.db, clock: app.clock, env: readEnv({ NODE_ENV: 'test' }) };
    const reports = await Promise.all([runBillingJobsOnce(deps), runBillingJobsOnce(deps)]);
    expect(reports.filter((r) => r === null)).toHaveLength(1);
    expect(reports.filter((r) => r !== null)).toHaveLength(1);
  });
});

// Two connection pools are two processes as far as PostgreSQL is concerned: only the advisory
// lock stands between them. PGlite has a single session, so this needs DATABASE_URL (CI's
// second run).
describe.skipIf(!process.env.DATABASE_URL)('the job lock across processes (PostgreSQL)', () => {
  let one: DbHandle;
  let two: DbHandle;
  beforeAll(async () => {
    one = await openDb({ url: process.env.DATABASE_URL });
    two = await openDb({ url: process.env.DATABASE_URL });
  });
  afterAll(async () => {
    await one.close();
    await two.close();
  });

  it('lets one process do the work while the other skips the tick', async () => {
    const { seen, work } = slowWork(500);
    const [a, b] = await Promise.all([
      runWithJobLock(one.db, KEY, work),
      runWithJobLock(two.db, KEY, work),
    ]);
    expect(seen.runs).toBe(1);
    expect([a.ran, b.ran].sort()).toEqual([false, true]);
    // Released: the other process gets it next time.
    expect((await runWithJobLock(two.db, KEY, work)).ran).toBe(true);
  });
});
