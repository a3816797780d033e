import { expireCompanyOrderApprovals } from '../api/company-orders/expire-approvals';
import { purgeDueDeletionsOnce } from '../account-deletion/purge-deletions';
import type { AppDeps } from '../app-context';
import { runBillingJobsOnce } from '../billing/billing-jobs';
import { startNextPeriods } from '../billing/start-next-periods';
import { applyCardDeadlines } from '../cards/card-deadlines';
import { chargeDueInvoices } from '../cards/card-charges';
import { cardProviderFor } from '../cards/configured-provider';
import { askForExpiringCards } from '../cards/expiring-cards';
import { openSmtpSender } from '../email/email-delivery-job';
import { deliverOutbox } from '../email/smtp-sender';
import { siteOrigin } from '../env';
import { applyReaderCountChanges } from '../reader-count/apply-reader-count-changes';
import { JOB_LOCK_KEYS, runWithJobLock } from '../jobs/job-lock';

// Every scheduled job by name, for the command line (jobs-cli.ts): the billing jobs together or
// one part of them, and the jobs beside them. Each runs under the lock the server's schedule
// takes for it, so a part never runs beside the whole; the ones without a lock of their own
// lock and re-read each row instead.

/** What a run did, as counts; null when another process holds the job's lock. */
export type JobReport = Record<string, number> | null;

type Job = (deps: AppDeps) => Promise<JobReport>;

/** A part of the billing jobs, under their lock. */
const billingPart =
  (work: Job): Job =>
  async (deps) => {
    const run = await runWithJobLock(deps.db, JOB_LOCK_KEYS.billing, () => work(deps));
    return run.ran ? run.value : null;
  };

const cardProvider = (deps: AppDeps) =>
  cardProviderFor(deps.env, siteOrigin(deps.env), () => deps.clock.now());

/** The outbox until nothing is due (the server's schedule sends 100 every 15 seconds instead). */
async function deliverAll(deps: AppDeps): Promise<JobReport> {
  const smtp = openSmtpSender(deps);
  if (!smtp) throw new Error('the e-mail job needs SMTP_URL and MAIL_FROM');
  const total = { sent: 0, retried: 0, givenUp: 0 };
  try {
    for (;;) {
      const report = await deliverOutbox(smtp.sender);
      total.sent += report.sent;
      total.retried += report.retried;
      total.givenUp += report.givenUp;
      if (report.sent + report.retried + report.givenUp === 0 || report.retried > 0) return total;
    }
  } finally {
    smtp.close();
  }
}

export const JOBS = {
  billing: async (deps) => {
    const report = await runBillingJobsOnce(deps);
    return report && { ...report };
  },
  periods: billingPart(async (deps) => ({ periodsStarted: (await startNextPeriods(deps)).length })),
  'card-charges': billingPart(async (deps) => ({
    ...(await chargeDueInvoices(deps, cardProvider(deps))),
  })),
  'expiring-cards': billingPart(async (deps) => ({
    expiringCardsAsked: (await askForExpiringCards(deps)).length,
  })),
  'card-deadlines': billingPart(async (deps) => ({
    cardDeadlinesApplied: (await applyCardDeadlines(deps)).length,
  })),
  'reader-count': async (deps) => ({
    readerCountChangesApplied: (await applyReaderCountChanges(deps)).length,
  }),
  'company-order-approvals': async (deps) => ({
    approvalsExpired: await expireCompanyOrderApprovals(deps),
  }),
  'deletion-purge': async (deps) => {
    const purged = await purgeDueDeletionsOnce(deps);
    return purged === null ? null : { deletionsPurged: purged };
  },
  email: deliverAll,
} satisfies Record<string, Job>;

export type JobName = keyof typeof JOBS;

export const isJobName = (name: string): name is JobName => Object.hasOwn(JOBS, name);
