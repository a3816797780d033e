// When the portal tries again to deliver an e-mail the mail server refused or never answered, and
// when it gives up. Back-off grows so that a mail server down for hours is not hammered, and a
// message nobody could deliver within about a day is given up (its links have mostly expired).

/** Minutes to wait after the n-th failed attempt (1-based); the last value repeats. */
const BACK_OFF_MINUTES = [1, 5, 15, 60, 180, 360, 720];

/** Attempts before a message is given up. */
export const MAX_DELIVERY_ATTEMPTS = 8;

/** A message older than this is given up instead of sent (e.g. a backlog when SMTP is first set). */
export const MAX_DELIVERY_AGE_MS = 48 * 60 * 60 * 1000;

/** How long a sender may hold a claimed message before another process may take it over. */
export const DELIVERY_CLAIM_MS = 10 * 60 * 1000;

export function backOffMs(failedAttempts: number): number {
  const index = Math.min(Math.max(failedAttempts, 1), BACK_OFF_MINUTES.length) - 1;
  return BACK_OFF_MINUTES[index]! * 60_000;
}

export type DeliveryOutcome =
  { kind: 'retry'; nextAttemptAt: Date } | { kind: 'give-up'; reason: 'attempts' };

/** What to do after a failed attempt, given the attempts made so far (this one included). */
export function afterFailedAttempt(attempts: number, now: Date): DeliveryOutcome {
  if (attempts >= MAX_DELIVERY_ATTEMPTS) return { kind: 'give-up', reason: 'attempts' };
  return { kind: 'retry', nextAttemptAt: new Date(now.getTime() + backOffMs(attempts)) };
}

/** True when a queued message is too old to be worth sending any more. */
export const isTooOldToDeliver = (createdAt: Date, now: Date): boolean =>
  now.getTime() - createdAt.getTime() > MAX_DELIVERY_AGE_MS;
