import { createClock } from '../clock';
import { openDb } from '../db/client';
import { readEnv } from '../env';
import { logger } from '../log/logger';
import { reportLine, runBillingJobs } from './billing-jobs';

// The billing jobs once, from the command line (decision 0018):
//   npx tsx src/server/billing/billing-jobs-cli.ts
// against DATABASE_URL (PostgreSQL, e.g. from cron with BILLING_JOBS_INTERVAL_MINUTES=0 on the
// servers), or against DATA_DIR while the server is stopped: the embedded PGlite belongs to one
// process, and a running server runs the jobs itself.

const env = readEnv();
const handle = await openDb({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
try {
  const report = await runBillingJobs({ db: handle.db, clock: createClock(env.PORTAL_NOW), env });
  logger.info(report, reportLine(report));
} finally {
  await handle.close();
}
