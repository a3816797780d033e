import type { SubscriptionType } from '../subscriptions/enums';
import {
  type SubscriptionDisplayState,
  type SubscriptionStateInput,
  subscriptionDisplayState,
} from '../subscriptions/status-label';

// Spec §6: "Customer benefits require a valid subscription linked to the account and apply to
// continuous subscribers only." Valid: running today (a suspension or a decided end in the future
// still counts; ended, not yet started or unknown does not). Continuous: RECURRING.

export type BenefitRefusal = 'NO_SUBSCRIPTION' | 'NO_VALID_SUBSCRIPTION' | 'NOT_CONTINUOUS';

export type BenefitEligibility = { eligible: true } | { eligible: false; reason: BenefitRefusal };

const VALID_STATES: ReadonlySet<SubscriptionDisplayState> = new Set([
  'ACTIVE',
  'SUSPENDED',
  'FIXED_TERM_ENDING',
  'TERMINATED',
  'ENDS_IN_FUTURE',
]);

/** Whether the subscriptions linked to the account open the benefits today, and if not why. */
export function benefitEligibility(
  subscriptions: readonly (SubscriptionStateInput & { subscriptionType: SubscriptionType })[],
  today: string,
): BenefitEligibility {
  if (subscriptions.length === 0) return { eligible: false, reason: 'NO_SUBSCRIPTION' };
  const valid = subscriptions.filter((s) => VALID_STATES.has(subscriptionDisplayState(s, today)));
  if (valid.length === 0) return { eligible: false, reason: 'NO_VALID_SUBSCRIPTION' };
  if (!valid.some((s) => s.subscriptionType === 'RECURRING')) {
    return { eligible: false, reason: 'NOT_CONTINUOUS' };
  }
  return { eligible: true };
}
