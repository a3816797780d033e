import { describe, expect, it } from 'vitest';
import { readEnv } from '~/server/env';
import { startScheduler } from '~/server/jobs/scheduler';
import { startServerJobs } from '~/server/server-jobs';
import type { Db } from '~/server/db/client';
import { createFixedClock } from '~/server/clock';

// Issue 12 "Jobs": the scheduler (croner, Finnish time) never starts a run while the previous one
// of the same job is still going, and shutting down waits for the run under way.

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the job scheduler', () => {
  it('skips the ticks that come while a run is still going: no overlap', async () => {
    const seen = { started: 0, atOnce: 0, max: 0 };
    const scheduler = startScheduler([
      {
        name: 'slow',
        cron: '* * * * * *', // every second
        run: async () => {
          seen.started++;
          seen.max = Math.max(seen.max, ++seen.atOnce);
          await sleep(2200);
          seen.atOnce--;
        },
      },
    ]);
    await sleep(3500);
    await scheduler.stop();
    expect(seen.started).toBeGreaterThanOrEqual(1);
    expect(seen.started).toBeLessThanOrEqual(2);
    expect(seen.max).toBe(1);
  });

  it('waits on stop for the run under way, and starts no new one', async () => {
    let finished = 0;
    let started = 0;
    const scheduler = startScheduler([
      {
        name: 'slow',
        cron: '* * * * * *',
        run: async () => {
          started++;
          await sleep(800);
          finished++;
        },
      },
    ]);
    while (started === 0) await sleep(50);
    await scheduler.stop();
    expect(finished).toBe(1);
    await sleep(1200);
    expect(started).toBe(1);
  });

  it('goes on after a failed run', async () => {
    let runs = 0;
    const scheduler = startScheduler([
      {
        name: 'failing',
        cron: '* * * * * *',
        run: () => {
          runs++;
          return Promise.reject(new Error('boom'));
        },
      },
    ]);
    await sleep(2300);
    await scheduler.stop();
    expect(runs).toBeGreaterThanOrEqual(2);
  });
});

describe('the jobs configuration, checked at boot', () => {
  const deps = (vars: Record<string, string>) => ({
    db: {} as Db,
    clock: createFixedClock('2026-11-21T10:00:00+02:00'),
    env: readEnv({ NODE_ENV: 'test', ...vars }),
  });

  it('refuses a BILLING_JOBS_CRON that is not a cron time', () => {
    expect(() => readEnv({ BILLING_JOBS_CRON: 'every hour' })).toThrow(/BILLING_JOBS_CRON/);
    expect(() => readEnv({ BILLING_JOBS_CRON: '0 * * * *' })).not.toThrow();
    expect(() => readEnv({ BILLING_JOBS_CRON: 'off' })).not.toThrow();
  });

  it('refuses an old interval that no cron time can express', () => {
    expect(() => startServerJobs(deps({ BILLING_JOBS_INTERVAL_MINUTES: '45' }))).toThrow(
      /BILLING_JOBS_CRON/,
    );
  });

  it('starts and stops with the defaults (hourly billing jobs, no SMTP)', async () => {
    const jobs = startServerJobs(deps({}));
    await jobs.stop();
  });
});
