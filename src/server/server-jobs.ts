import { billingJobsSchedule } from '~/domain/jobs/billing-jobs-schedule';
import { accountDeletionPurgeJob } from './account-deletion/purge-job';
import { companyOrderApprovalsJob } from './api/company-orders/expire-approvals';
import type { AppDeps } from './app-context';
import { billingJobsJob } from './billing/billing-jobs';
import { emailDeliveryJob } from './email/email-delivery-job';
import { logger } from './log/logger';
import { readerCountChangesJob } from './reader-count/apply-reader-count-changes';
import { type ScheduledJob, startScheduler } from './jobs/scheduler';

export interface ServerJobs {
  /** Stops the schedule and waits for the runs under way (before the database closes). */
  stop(): Promise<void>;
}

/**
 * The server process's scheduled work: the billing jobs (BILLING_JOBS_CRON) and, with SMTP_URL,
 * the e-mail delivery. Throws on a configuration that cannot work, so the server does not start.
 */
export function startServerJobs(deps: AppDeps): ServerJobs {
  const jobs: ScheduledJob[] = [];
  const billing = billingJobsSchedule(
    deps.env.BILLING_JOBS_CRON,
    deps.env.BILLING_JOBS_INTERVAL_MINUTES,
  );
  if ('problem' in billing) throw new Error(billing.problem);
  if ('cron' in billing) jobs.push(billingJobsJob(deps, billing.cron));
  if ('cron' in billing) jobs.push(readerCountChangesJob(deps, billing.cron));
  if ('cron' in billing) jobs.push(companyOrderApprovalsJob(deps, billing.cron));
  const email = emailDeliveryJob(deps);
  if (email) jobs.push(email.job);
  const purge = accountDeletionPurgeJob(deps);
  if (purge) jobs.push(purge);
  const scheduler = startScheduler(jobs);
  logger.info(
    {
      billingJobs: 'cron' in billing ? billing.cron : 'off',
      email: email ? 'smtp' : 'outbox only',
      deletionPurge: purge ? purge.cron : 'off',
    },
    '[jobs] scheduled',
  );
  return {
    stop: async () => {
      await scheduler.stop();
      email?.close();
    },
  };
}
