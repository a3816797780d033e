import { Cron } from 'croner';
import { logger } from '../log/logger';
import { JOBS_TIME_ZONE } from './cron-time';

/** A piece of recurring work of the server and when it runs (a cron time in Finnish time). */
export interface ScheduledJob {
  name: string;
  cron: string;
  run: () => Promise<void>;
}

export interface Scheduler {
  /** No new runs; resolves when the runs under way have finished (for a clean shutdown). */
  stop(): Promise<void>;
}

/**
 * Runs each job at its cron times. A run still going when the next tick comes makes that tick
 * skip (croner's `protect`), so a slow run never overlaps itself; across processes the jobs take
 * their own lock (job-lock.ts). A failed run is logged, and the next tick tries again.
 */
export function startScheduler(jobs: ScheduledJob[]): Scheduler {
  const underWay = new Set<Promise<void>>();
  const crons = jobs.map(
    (job) =>
      new Cron(
        job.cron,
        {
          timezone: JOBS_TIME_ZONE,
          protect: () => logger.warn({ job: job.name }, 'previous run still going; tick skipped'),
          unref: true,
        },
        async () => {
          const run = job.run().catch((err: unknown) => {
            logger.error({ err, job: job.name }, 'scheduled job failed');
          });
          underWay.add(run);
          try {
            await run;
          } finally {
            underWay.delete(run);
          }
        },
      ),
  );
  return {
    stop: async () => {
      for (const cron of crons) cron.stop();
      await Promise.all(underWay);
    },
  };
}
