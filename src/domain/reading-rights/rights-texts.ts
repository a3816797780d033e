import type { StatusBadge } from '../shared/status-badge';
import type { ReadingRightStatus } from './rights-summary';

// The reading-rights pages' and answers' Finnish texts (zod-free, for the islands).

export const RIGHT_STATUS_LABELS: Record<ReadingRightStatus, string> = {
  INVITED: 'Kutsu lähetetty',
  ACTIVE: 'Käytössä',
  CANCELLED: 'Kutsu peruttu',
  REMOVED: 'Lukuoikeus poistettu',
};

/** Each state's badge beside its label (issue 34): an open invitation waits for its reader. */
export const RIGHT_STATUS_BADGES: Record<ReadingRightStatus, StatusBadge> = {
  INVITED: 'pending',
  ACTIVE: 'active',
  CANCELLED: 'ended',
  REMOVED: 'ended',
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

/** What a right is called in lists, buttons and questions (issue 30 item 5). */
export function rightTitle(right: {
  status: ReadingRightStatus;
  email: string;
  readerName: string | null;
  invitedAtLabel: string;
}): string {
  // A link invitation names no address until someone claims it.
  if (right.email === '' && right.status === 'INVITED') {
    return `Kutsulinkki, luotu ${right.invitedAtLabel}`;
  }
  if (right.status === 'INVITED') return right.email;
  return right.readerName ?? right.email;
}

/** The question before an open invitation is cancelled or a right removed. */
export function removalQuestion(right: Parameters<typeof rightTitle>[0]): string {
  if (right.status !== 'INVITED') {
    return `Haluatko varmasti poistaa lukuoikeuden käyttäjältä ${rightTitle(right)}? Hän ei voi enää lukea digilehteä.`;
  }
  return right.email === ''
    ? `Haluatko varmasti perua kutsulinkin, joka on luotu ${right.invitedAtLabel}? Linkillä ei voi sen jälkeen aktivoida lukuoikeutta.`
    : `Haluatko varmasti perua kutsun osoitteeseen ${right.email}?`;
}
