import type { AttemptRules } from '~/domain/auth/attempt-rules';

/**
 * Anonymous forms that identify a customer by numbers and details (anonymous cancellation,
 * anonymous delivery report) limit failed identifications the way logins do (decision 0001):
 * consecutive failures of one customer number from one client address lock that pair, one
 * address is locked after failing across many numbers, and failures of a customer number from
 * everywhere only slow it down (beyond twice what one address may fail, a doubling wait of up to
 * five minutes between tries), so a stranger can neither guess quickly nor keep the customer
 * from the form. Login failures never count here.
 */
export const IDENTIFICATION_WINDOW_MINUTES = 15;
const MAX_IDENTIFICATION_FAILURES_PER_PAIR = 5;
const MAX_IDENTIFICATION_FAILURES_PER_ADDRESS = 10;
const FREE_IDENTIFICATION_FAILURES_PER_CUSTOMER = 10;
const MAX_CUSTOMER_DELAY_SECONDS = 5 * 60;

export interface IdentificationLimits {
  rules: AttemptRules;
  /** Cleared by a successful identification: failures before it were not consecutive. */
  pairKey: string;
}

/** form: the key prefix of one form, e.g. 'cancel' or 'reclaim'. */
export function identificationLimits(
  form: string,
  customerNumber: string,
  clientAddress: string,
): IdentificationLimits {
  const pairKey = `${form}-pair:${customerNumber}|${clientAddress}`;
  return {
    pairKey,
    rules: {
      windowMinutes: IDENTIFICATION_WINDOW_MINUTES,
      locks: [
        { key: pairKey, max: MAX_IDENTIFICATION_FAILURES_PER_PAIR },
        { key: `${form}-ip:${clientAddress}`, max: MAX_IDENTIFICATION_FAILURES_PER_ADDRESS },
      ],
      slowdown: {
        key: `${form}-customer:${customerNumber}`,
        free: FREE_IDENTIFICATION_FAILURES_PER_CUSTOMER,
        maxDelaySeconds: MAX_CUSTOMER_DELAY_SECONDS,
      },
    },
  };
}
