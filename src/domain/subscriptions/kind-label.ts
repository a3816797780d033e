import type { SubscriptionType } from './enums';

/**
 * Subscription kind label (spec §4). FREE wins over the sample flag: a free copy
 * ("vapaakappale") is never sold as a trial, even if upstream also marks it as a sample.
 */
export function subscriptionKindLabel(type: SubscriptionType, isSample: boolean): string {
  if (type === 'FREE') return 'Vapaakappale';
  if (isSample || type === 'SAMPLE') return 'Tutustumistilaus';
  if (type === 'RECURRING') return 'Jatkuva tilaus';
  return 'Määräaikainen';
}
