import type { ReadingRightStatus } from './rights-summary';

// The reading-rights pages' and answers' Finnish texts (zod-free, for the islands).

export const RIGHT_STATUS_LABELS: Record<ReadingRightStatus, string> = {
  INVITED: 'Kutsu lähetetty',
  ACTIVE: 'Käytössä',
  CANCELLED: 'Kutsu peruttu',
  REMOVED: 'Lukuoikeus poistettu',
};

export const RIGHT_DONE_MESSAGES = {
  CANCELLED: 'Kutsu on peruttu. Lukuoikeus on taas vapaana.',
  REMOVED: 'Lukuoikeus on poistettu. Lukija ei voi enää lukea digilehteä tällä oikeudella.',
} as const;

/** Why sharing is refused, or null; managing the rights is never refused (decision 0031). */
export function shareBlockedReason(f: { status: string; free: number }): string | null {
  if (f.status === 'SUSPENDED') return 'Keskeytetyn tilauksen lukuoikeuksia ei voi jakaa.';
  if (f.free <= 0) return 'Kaikki tilauksen lukuoikeudet ovat jo käytössä.';
  return null;
}
