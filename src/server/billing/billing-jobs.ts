import type { AppDeps } from '../app-context';
import { applyCardDeadlines } from '../cards/card-deadlines';
import { chargeDueInvoices } from '../cards/card-charges';
import { cardProviderFor } from '../cards/configured-provider';
import { siteOrigin } from '../env';
import { askForExpiringCards } from '../cards/expiring-cards';
import { JOB_LOCK_KEYS, runWithJobLock } from '../jobs/job-lock';
import type { ScheduledJob } from '../jobs/scheduler';
import { logger } from '../log/logger';
import { startNextPeriods } from './start-next-periods';

// The portal's scheduled work (decision 0018): the periods that have begun, with the payment
// method and billing period changes due then, the card charges of card-billed invoices (decision
// 0047), cards expiring before their next charge, and the card deadlines that have passed (§4).
// Each tick runs them in one process only (the advisory lock of runBillingJobsOnce), and each row
// is locked and re-read first besides.

export interface BillingJobsReport {
  periodsStarted: number;
  cardsCharged: number;
  /** Refused by the card's bank: the customer is asked for a new card. */
  cardChargesRefused: number;
  /** Asked, never answered: left for reconciliation (docs/operations.md). */
  cardChargesUnanswered: number;
  expiringCardsAsked: number;
  cardDeadlinesApplied: number;
}

/**
 * Runs the jobs once for every customer. Periods first (a new card method may open a request),
 * then the card charges (a refused one opens a request), then cards that expire before their
 * next charge, then the deadlines that have passed.
 */
export async function runBillingJobs(deps: AppDeps): Promise<BillingJobsReport> {
  const started = await startNextPeriods(deps);
  const provider = cardProviderFor(deps.env, siteOrigin(deps.env), () => deps.clock.now());
  const charges = await chargeDueInvoices(deps, provider);
  const asked = await askForExpiringCards(deps);
  const expired = await applyCardDeadlines(deps);
  return {
    periodsStarted: started.length,
    cardsCharged: charges.charged,
    cardChargesRefused: charges.refused,
    cardChargesUnanswered: charges.unanswered,
    expiringCardsAsked: asked.length,
    cardDeadlinesApplied: expired.length,
  };
}

/** The one-line summary both the server and the CLI log. */
const reportLine = (r: BillingJobsReport): string =>
  `[billing] ${r.periodsStarted} period(s) started, ${r.cardsCharged} card charge(s) made, ` +
  `${r.cardChargesRefused} refused, ${r.cardChargesUnanswered} unanswered, ` +
  `${r.expiringCardsAsked} expiring card(s) asked for, ${r.cardDeadlinesApplied} card ` +
  `deadline(s) applied`;

/**
 * Runs the jobs unless another run is under way in this or another process on the same database
 * (job-lock.ts): null when this run stood aside. The server's scheduler and the CLI both use it.
 */
export async function runBillingJobsOnce(deps: AppDeps): Promise<BillingJobsReport | null> {
  const run = await runWithJobLock(deps.db, JOB_LOCK_KEYS.billing, () => runBillingJobs(deps));
  return run.ran ? run.value : null;
}

/** The billing jobs on the server's scheduler, at the cron time of BILLING_JOBS_CRON. */
export function billingJobsJob(deps: AppDeps, cron: string): ScheduledJob {
  return {
    name: 'billing',
    cron,
    run: async () => {
      const report = await runBillingJobsOnce(deps);
      if (report === null) logger.info('[billing] another process is running the billing jobs');
      else if (Object.values(report).some((count) => count > 0)) {
        logger.info(reportLine(report));
      }
    },
  };
}
