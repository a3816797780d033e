import { suspensionRunsOn } from '../suspensions/runs-on';
import type { SubscriptionStatus } from './enums';

/** A suspension's first and last day without delivery, 'yyyy-MM-dd'. */
export interface SuspensionDays {
  startDate: string;
  endDate: string;
}

/**
 * Spec §4: while a suspension of its delivery runs, an active subscription is SUSPENDED
 * ('Tilauksen jakelu keskeytetty'); before and after it, the stored status stands.
 */
export function statusOn(
  status: SubscriptionStatus,
  suspensions: readonly SuspensionDays[],
  today: string,
): SubscriptionStatus {
  if (status !== 'ACTIVE') return status;
  const running = suspensions.some((s) => suspensionRunsOn(s, today));
  return running ? 'SUSPENDED' : status;
}
