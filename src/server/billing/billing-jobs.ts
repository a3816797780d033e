import type { AppDeps } from '../app-context';
import { applyCardDeadlines } from '../cards/card-deadlines';
import { askForExpiringCards } from '../cards/expiring-cards';
import { logger } from '../log/logger';
import { startNextPeriods } from './start-next-periods';

// The portal's scheduled work (decision 0018): the periods that have begun, with the payment
// method and billing period changes due then, cards expiring before their next charge, and the
// card deadlines that have passed (spec §4).
// Both are safe to run at once in several processes: each row is locked and re-read first.

export interface BillingJobsReport {
  periodsStarted: number;
  expiringCardsAsked: number;
  cardDeadlinesApplied: number;
}

/**
 * Runs the jobs once for every customer. Periods first (a new card method may open a request),
 * then cards that expire before their next charge, then the deadlines that have passed.
 */
export async function runBillingJobs(deps: AppDeps): Promise<BillingJobsReport> {
  const started = await startNextPeriods(deps);
  const asked = await askForExpiringCards(deps);
  const expired = await applyCardDeadlines(deps);
  return {
    periodsStarted: started.length,
    expiringCardsAsked: asked.length,
    cardDeadlinesApplied: expired.length,
  };
}

/** The one-line summary both the server and the CLI log. */
export const reportLine = (r: BillingJobsReport): string =>
  `[billing] ${r.periodsStarted} period(s) started, ${r.expiringCardsAsked} expiring card(s) ` +
  `asked for, ${r.cardDeadlinesApplied} card deadline(s) applied`;

/** The first run waits this long, so the jobs do not compete with the server's first requests. */
const FIRST_RUN_DELAY_MS = 60_000;

/**
 * Runs the jobs a minute after start and then every `minutes` in this process (the embedded database belongs to one
 * process, so the server is where they run on it). A failed run is logged and retried next time.
 */
export function scheduleBillingJobs(deps: AppDeps, minutes: number): () => void {
  if (minutes <= 0) return () => undefined;
  const run = () => {
    runBillingJobs(deps)
      .then((r) => {
        if (r.periodsStarted + r.expiringCardsAsked + r.cardDeadlinesApplied > 0) {
          logger.info(r, reportLine(r));
        }
      })
      .catch((err: unknown) => logger.error({ err }, '[billing] the billing jobs failed'));
  };
  const first = setTimeout(run, FIRST_RUN_DELAY_MS);
  const every = setInterval(run, minutes * 60_000);
  first.unref();
  every.unref();
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}
