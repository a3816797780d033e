import { createClock } from '../clock';
import { openDb } from '../db/client';
import { readEnv } from '../env';
import { logger } from '../log/logger';
import { JOBS, isJobName } from './job-catalogue';

// One scheduled job once, from the command line or cron, against the PostgreSQL server of
// DATABASE_URL: `npm run jobs -- <name>` or `node dist/cli/jobs.mjs <name>` after `npm run
// build` (vite.cli.config.ts bundles jobs-cli.ts and billing-jobs-cli.ts, which call this).
// Names: job-catalogue.ts. It prints one JSON line with what the run did, its time and the
// process's peak memory (bench:jobs reads it).
// The embedded PGlite belongs to the server process that opened it (a second process opening its
// data folder loses the server's writes), so on it the CLI refuses and the server runs the jobs.

const PGLITE_REFUSAL =
  'jobs: DATABASE_URL is not set, so the portal runs on the embedded PGlite database. ' +
  'The embedded database belongs to the running server, which runs the billing jobs itself ' +
  '(BILLING_JOBS_CRON); this command works only against PostgreSQL (DATABASE_URL). Nothing was done.\n';

const USAGE = `usage: jobs <${Object.keys(JOBS).join(' | ')}>\n`;

async function runJobCli(name: string | undefined): Promise<number> {
  if (name === undefined || !isJobName(name)) {
    process.stderr.write(USAGE);
    return 2;
  }
  const env = readEnv();
  if (!env.DATABASE_URL) {
    process.stderr.write(PGLITE_REFUSAL);
    return 2;
  }
  const started = performance.now();
  const handle = await openDb({ url: env.DATABASE_URL, directUrl: env.DATABASE_DIRECT_URL });
  try {
    const report = await JOBS[name]({ db: handle.db, clock: createClock(env.PORTAL_NOW), env });
    const summary = {
      job: name,
      report: report ?? 'another process holds the job',
      ms: Math.round(performance.now() - started),
      // resourceUsage's maxRSS is in kilobytes.
      peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
    };
    process.stdout.write(`${JSON.stringify(summary)}\n`);
    return 0;
  } finally {
    await handle.close();
  }
}

/** Runs the job and sets the exit code: 0 done, 1 failed, 2 refused (usage, PGlite). */
export function runJobAndExit(name: string | undefined): void {
  void runJobCli(name)
    .catch((err: unknown) => {
      logger.error({ err, job: name }, '[jobs] the job failed');
      process.stderr.write(
        `jobs: ${String(name)} failed: ${err instanceof Error ? err.message : String(err)}\n`,
      );
      return 1;
    })
    .then((code) => {
      process.exitCode = code;
    });
}
