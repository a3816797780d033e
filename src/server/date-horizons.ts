import type { DateHorizons } from '~/domain/shared/date-horizons';
import type { Env } from './env';

/** The configured date horizons (CHANGE_MAX_DAYS_AHEAD, TEMPORARY_ADDRESS_CHANGE_MAX_DAYS). */
export const dateHorizons = (env: Env): DateHorizons => ({
  maxDaysAhead: env.CHANGE_MAX_DAYS_AHEAD,
  temporaryMaxDays: env.TEMPORARY_ADDRESS_CHANGE_MAX_DAYS,
});
