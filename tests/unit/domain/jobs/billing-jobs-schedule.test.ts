import { describe, expect, it } from 'vitest';
import { billingJobsSchedule } from '~/domain/jobs/billing-jobs-schedule';

describe('billingJobsSchedule', () => {
  it('takes BILLING_JOBS_CRON as it is, and "off" turns the server runs off', () => {
    expect(billingJobsSchedule('30 2 * * *', 60)).toEqual({ cron: '30 2 * * *' });
    expect(billingJobsSchedule('off', 60)).toEqual({ off: true });
  });

  it('keeps the older interval working: 60 (the default) is hourly on the hour, 0 is off', () => {
    expect(billingJobsSchedule(undefined, 60)).toEqual({ cron: '0 * * * *' });
    expect(billingJobsSchedule(undefined, 0)).toEqual({ off: true });
  });

  it('turns intervals that divide an hour or a day into cron times', () => {
    expect(billingJobsSchedule(undefined, 15)).toEqual({ cron: '*/15 * * * *' });
    expect(billingJobsSchedule(undefined, 1)).toEqual({ cron: '*/1 * * * *' });
    expect(billingJobsSchedule(undefined, 180)).toEqual({ cron: '0 */3 * * *' });
    expect(billingJobsSchedule(undefined, 1440)).toEqual({ cron: '0 0 * * *' });
  });

  it('names the problem of an interval no cron time can express', () => {
    const result = billingJobsSchedule(undefined, 45);
    expect(result).toHaveProperty('problem');
    expect(JSON.stringify(result)).toContain('BILLING_JOBS_CRON');
    expect(billingJobsSchedule(undefined, 300)).toHaveProperty('problem');
  });
});
