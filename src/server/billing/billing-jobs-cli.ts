import { runJobAndExit } from '../job-cli/run-job-cli';

// `npm run jobs:billing`, i.e. `node dist/cli/billing-jobs.mjs` (decision 0018): the billing jobs
// once against PostgreSQL, the same as `node dist/cli/jobs.mjs billing` (run-job-cli.ts).
runJobAndExit('billing');
