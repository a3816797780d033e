import { coversDate } from '../shared/date-ranges';

/**
 * Spec §4: a suspension runs on every day from its start to its end day, both included (decision
 * 0011 "Today counts"); while one runs, an active subscription is SUSPENDED and nothing is
 * delivered. Removed suspensions are left out by the caller. Every status is decided with this
 * in memory (statusOn, the delivery status), over the suspensions a query found not yet over.
 */
export const suspensionRunsOn = (
  suspension: { startDate: string; endDate: string },
  date: string,
): boolean => coversDate(suspension, date);
