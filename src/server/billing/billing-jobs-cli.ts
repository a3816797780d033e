import { createClock } from '../clock';
import { openDb } from '../db/client';
import { readEnv } from '../env';
import { logger } from '../log/logger';
import { reportLine, runBillingJobsOnce } from './billing-jobs';

// The billing jobs once, from the command line or cron (decision 0018), against the PostgreSQL
// server of DATABASE_URL: `npm run jobs:billing` or `node dist/cli/billing-jobs.mjs` after
// `npm run build` (vite.cli.config.ts bundles this file; no TypeScript runner needed). Several
// servers and this CLI may run the jobs at the same moment: one of them does the work.
// The embedded PGlite belongs to the server process that opened it (a second process opening its
// data folder loses the server's writes), so on it the CLI refuses and the server runs the jobs.

const PGLITE_REFUSAL =
  'billing-jobs: DATABASE_URL is not set, so the portal runs on the embedded PGlite database. ' +
  'The embedded database belongs to the running server, which runs the billing jobs itself ' +
  '(BILLING_JOBS_CRON); this command works only against PostgreSQL (DATABASE_URL). Nothing was done.\n';

async function main(): Promise<number> {
  const env = readEnv();
  if (!env.DATABASE_URL) {
    process.stderr.write(PGLITE_REFUSAL);
    return 2;
  }
  const handle = await openDb({ url: env.DATABASE_URL });
  try {
    const report = await runBillingJobsOnce({
      db: handle.db,
      clock: createClock(env.PORTAL_NOW),
      env,
    });
    logger.info(report ? reportLine(report) : '[billing] another process is running the jobs');
    return 0;
  } finally {
    await handle.close();
  }
}

process.exitCode = await main().catch((err: unknown) => {
  logger.error({ err }, '[billing] the billing jobs failed');
  process.stderr.write(
    `billing-jobs: failed: ${err instanceof Error ? err.message : String(err)}\n`,
  );
  return 1;
});
