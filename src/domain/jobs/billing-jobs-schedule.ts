// When the server runs the billing jobs (decision 0018). BILLING_JOBS_CRON is a cron time; the
// older BILLING_JOBS_INTERVAL_MINUTES still works when it is unset, as the cron time that runs
// every so many minutes from the full hour (or from midnight), which needs the interval to divide
// an hour or a day evenly.

/** The cron time that turns the server's runs off (the CLI then runs the jobs from cron). */
const JOBS_OFF = 'off';

/** Hourly on the hour, the default (the interval's default of 60 minutes). */
const HOURLY = '0 * * * *';

export type BillingJobsSchedule = { cron: string } | { off: true } | { problem: string };

export function billingJobsSchedule(
  cron: string | undefined,
  intervalMinutes: number,
): BillingJobsSchedule {
  if (cron !== undefined) return cron === JOBS_OFF ? { off: true } : { cron };
  if (intervalMinutes === 0) return { off: true };
  if (intervalMinutes === 60) return { cron: HOURLY };
  if (intervalMinutes < 60 && 60 % intervalMinutes === 0) {
    return { cron: `*/${intervalMinutes} * * * *` };
  }
  if (intervalMinutes % 60 === 0 && 24 % (intervalMinutes / 60) === 0) {
    const hours = intervalMinutes / 60;
    return { cron: hours === 24 ? '0 0 * * *' : `0 */${hours} * * *` };
  }
  return {
    problem:
      `BILLING_JOBS_INTERVAL_MINUTES=${intervalMinutes} does not divide an hour or a day evenly; ` +
      `set BILLING_JOBS_CRON instead (e.g. "15 */2 * * *")`,
  };
}
