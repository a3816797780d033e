import type { ConsentDifference } from '../consents/consent-diff';
import { MARKETING_KINDS } from '../consents/consent-slots';
import { dateTimeText } from '../consents/changed-text';

/**
 * The changes a marketing ban does not let through: any marketing OptIn. The ban stays until the
 * customer removes it explicitly (decision 0028), so no later change undoes it silently.
 */
export function optInsBlockedByBan(changes: readonly ConsentDifference[]): ConsentDifference[] {
  return changes.filter((c) => c.to === 'OptIn' && MARKETING_KINDS.includes(c.kind));
}

/** 'Markkinointikielto on voimassa 23.11.2026 klo 18.05 alkaen.' */
export const banActiveText = (since: Date): string =>
  `Markkinointikielto on voimassa ${dateTimeText(since)} alkaen.`;
