import { runJobAndExit } from './run-job-cli';

// `node dist/cli/jobs.mjs <name>`: one scheduled job once (run-job-cli.ts).
runJobAndExit(process.argv[2]);
