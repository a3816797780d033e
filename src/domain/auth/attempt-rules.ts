/**
 * Rules for attempts that can fail (logins, anonymous identifications): which ones may be
 * evaluated now. Two kinds of limit, on keys such as a username, a client address or both:
 *
 * - a lock: once a key has `max` failures within the window, it is refused until the oldest of
 *   them leaves the window. Used for keys that only the guesser can fill (a username together
 *   with the guesser's client address), so a lock never falls on someone else.
 * - a slowdown: a key that anyone can fill (a username alone) is never locked. Beyond `free`
 *   failures each further attempt waits a delay that doubles with every failure, up to
 *   `maxDelaySeconds`, after the latest attempt: guessing slows to a crawl, while the real
 *   owner gets in after at most that delay.
 */

/** What the database knows about one key within the window. */
export interface KeyFacts {
  failures: number;
  oldestAt: Date | null;
  latestAt: Date | null;
}

export interface LockRule {
  key: string;
  max: number;
}

export interface SlowdownRule {
  key: string;
  free: number;
  maxDelaySeconds: number;
}

export interface AttemptRules {
  windowMinutes: number;
  locks: LockRule[];
  slowdown?: SlowdownRule | undefined;
}

export type AttemptDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

const NO_FACTS: KeyFacts = { failures: 0, oldestAt: null, latestAt: null };

/** Seconds an attempt must wait after the latest one, once `failures` have been counted. */
export function slowdownDelaySeconds(failures: number, rule: SlowdownRule): number {
  if (failures < rule.free) return 0;
  // 1, 2, 4, 8 ... seconds; the exponent is bounded so the number never overflows.
  return Math.min(rule.maxDelaySeconds, 2 ** Math.min(failures - rule.free, 30));
}

const secondsUntil = (at: number, now: Date): number =>
  Math.max(1, Math.ceil((at - now.getTime()) / 1000));

/** Whether one more attempt may be evaluated now, and if not, how long to wait. */
export function decideAttempt(
  rules: AttemptRules,
  facts: (key: string) => KeyFacts | undefined,
  now: Date,
): AttemptDecision {
  const windowMs = rules.windowMinutes * 60_000;
  let waitUntil = 0;
  for (const lock of rules.locks) {
    const f = facts(lock.key) ?? NO_FACTS;
    if (f.failures >= lock.max && f.oldestAt) {
      waitUntil = Math.max(waitUntil, f.oldestAt.getTime() + windowMs);
    }
  }
  const slow = rules.slowdown;
  if (slow) {
    const f = facts(slow.key) ?? NO_FACTS;
    const delay = slowdownDelaySeconds(f.failures, slow);
    if (delay > 0 && f.latestAt && f.latestAt.getTime() + delay * 1000 > now.getTime()) {
      waitUntil = Math.max(waitUntil, f.latestAt.getTime() + delay * 1000);
    }
  }
  return waitUntil > now.getTime()
    ? { allowed: false, retryAfterSeconds: secondsUntil(waitUntil, now) }
    : { allowed: true };
}

/** How long to wait, in Finnish, rounded up to whole minutes ("hetki" up to a minute). */
const waitText = (retryAfterSeconds: number): string =>
  retryAfterSeconds <= 60
    ? 'Odota hetki ja yritä uudelleen.'
    : `Odota ${Math.ceil(retryAfterSeconds / 60)} minuuttia ja yritä uudelleen.`;

/** The Finnish answer to a refused attempt, with the wait rounded up to whole minutes. */
export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  return `Liian monta epäonnistunutta yritystä. ${waitText(retryAfterSeconds)}`;
}

/**
 * What the islands show for any 429: the catalogue's "too-many-requests" with the wait the
 * answer's Retry-After gave (a 15-minute lock is not "hetki"); without one, the catalogue's own.
 */
export function tooManyRequestsMessage(retryAfterSeconds: number | null): string {
  return `Liian monta yritystä. ${waitText(retryAfterSeconds ?? 0)}`;
}

/**
 * The seconds a Retry-After header asks to wait: delta-seconds or an HTTP date (RFC 9110
 * §10.2.3); null when missing or unreadable.
 */
export function retryAfterSecondsOf(header: string | null, now: Date): number | null {
  if (header === null || header.trim() === '') return null;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value);
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now.getTime()) / 1000));
}
