import { addMonths } from '../shared/dates';
import type { SubscriptionStatus } from './enums';

/** Finished subscriptions stay visible for 12 months after their end (spec §1, §9). */
const ENDED_VISIBLE_MONTHS = 12;

export type SubscriptionListScope = 'active' | 'ended';

interface Listable {
  status: SubscriptionStatus;
  endDate: string | null;
}

/** Ended: finished, or its end date has passed (a cancelled one ends at period end). */
export function hasEnded(sub: Listable, today: string): boolean {
  return sub.status === 'FINISHED' || (sub.endDate !== null && sub.endDate < today);
}

/** Which list a subscription appears in, or null when it ended too long ago to show. */
export function listScopeOf(sub: Listable, today: string): SubscriptionListScope | null {
  if (!hasEnded(sub, today)) return 'active';
  const cutoff = addMonths(today, -ENDED_VISIBLE_MONTHS);
  return sub.endDate !== null && sub.endDate >= cutoff ? 'ended' : null;
}
