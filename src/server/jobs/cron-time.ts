import { Cron } from 'croner';

/** Cron times of the portal's jobs are read in Finnish time, daylight saving included. */
export const JOBS_TIME_ZONE = 'Europe/Helsinki';

/** Why croner cannot read a cron time, or null when it can (checked at boot, in env.ts). */
export function cronTimeProblem(pattern: string): string | null {
  try {
    new Cron(pattern, { paused: true, timezone: JOBS_TIME_ZONE }).stop();
    return null;
  } catch (err) {
    return err instanceof Error ? err.message : String(err);
  }
}
