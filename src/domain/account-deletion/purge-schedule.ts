// When a confirmed deletion is purged (spec §4, §9: "data is removed within one month").

/** The default grace period between the request and the purge, in days (decision 0027). */
export const DEFAULT_PURGE_GRACE_DAYS = 7;
/**
 * The longest grace period allowed: the purge runs daily and retries a failed run the next day,
 * so three weeks leave a week of retries before the month promised to the customer is over.
 */
export const MAX_PURGE_GRACE_DAYS = 21;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The moment from which the purge may remove the account's data. */
export function purgeDueAt(requestedAt: Date, graceDays: number): Date {
  if (!Number.isInteger(graceDays) || graceDays < 0 || graceDays > MAX_PURGE_GRACE_DAYS) {
    throw new RangeError(`grace days must be 0–${MAX_PURGE_GRACE_DAYS}, not ${graceDays}`);
  }
  return new Date(requestedAt.getTime() + graceDays * DAY_MS);
}

/** Whether a request is due for the purge at `now` (and not purged yet). */
export const isPurgeDue = (request: { purgeDueAt: Date; purgedAt: Date | null }, now: Date) =>
  request.purgedAt === null && request.purgeDueAt.getTime() <= now.getTime();
