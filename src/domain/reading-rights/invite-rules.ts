import { rightsCounts } from './rights-summary';

// Whether a subscription's reading right may be shared now (spec §4, §5): pure, so the
// handler and the unit tests read the same rules. The counting is rights-summary.ts's.

export type ShareRefusal = 'subscription-suspended' | 'no-reading-rights' | 'all-rights-claimed';

export interface ShareFacts {
  status: string;
  totalRights: number;
  heldRights: number;
}

/** Null when a right may be shared; else the error key the API answers with. */
export function shareRefusal(facts: ShareFacts): ShareRefusal | null {
  if (facts.status === 'SUSPENDED') return 'subscription-suspended';
  if (facts.totalRights <= 0) return 'no-reading-rights';
  if (rightsCounts(facts.totalRights, facts.heldRights).free === 0) return 'all-rights-claimed';
  return null;
}

/** Addresses compared as mail sees them: trimmed, lower case. */
const sameEmail = (a: string, b: string): boolean =>
  a.trim().toLowerCase() === b.trim().toLowerCase();

/** An e-mail invitation to the sharer's own username or contact e-mail (self-invitation). */
export const isSelfInvitation = (email: string, own: (string | null)[]): boolean =>
  own.some((o) => o !== null && o !== '' && sameEmail(email, o));
