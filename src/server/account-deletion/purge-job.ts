import type { AppDeps } from '../app-context';
import type { ScheduledJob } from '../jobs/scheduler';
import { logger } from '../log/logger';
import { purgeDueDeletionsOnce } from './purge-deletions';

/**
 * The deletion purge on the server's scheduler (ACCOUNT_DELETION_PURGE_CRON, daily by default),
 * or null when it is off. A failed run is logged and the next day's run retries (decision 0027).
 */
export function accountDeletionPurgeJob(deps: AppDeps): ScheduledJob | null {
  const cron = deps.env.ACCOUNT_DELETION_PURGE_CRON;
  if (cron === 'off') return null;
  return {
    name: 'account-deletion-purge',
    cron,
    run: async () => {
      const purged = await purgeDueDeletionsOnce(deps);
      if (purged === null) logger.info('[deletion] another process is running the purge');
      else if (purged > 0) logger.info(`[deletion] ${purged} account deletion(s) purged`);
    },
  };
}
