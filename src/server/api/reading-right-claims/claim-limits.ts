import type { AttemptRules } from '~/domain/auth/attempt-rules';

/**
 * Guessing activation codes (decision 0032): every look-up of a code is counted before it is
 * made (attempt-reservation.ts) and forgiven once the code turns out to exist. Within 15
 * minutes an account may miss 10 times and a client address 30 times; then 429 with
 * Retry-After until the oldest miss leaves the window. With 256-bit codes this only keeps the
 * log quiet; it is the promise the spec makes ("guessing is rate-limited").
 */
const CLAIM_WINDOW_MINUTES = 15;
const MAX_CLAIM_MISSES_PER_ACCOUNT = 10;
const MAX_CLAIM_MISSES_PER_ADDRESS = 30;

export const claimRules = (accountId: string, clientAddress: string): AttemptRules => ({
  windowMinutes: CLAIM_WINDOW_MINUTES,
  locks: [
    { key: `claim-account:${accountId}`, max: MAX_CLAIM_MISSES_PER_ACCOUNT },
    { key: `claim-ip:${clientAddress}`, max: MAX_CLAIM_MISSES_PER_ADDRESS },
  ],
});
