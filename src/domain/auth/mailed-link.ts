/** A stored single-use link e-mailed to someone (registration, password reset). */
export interface MailedLinkFacts {
  expiresAt: Date;
  usedAt: Date | null;
  supersededAt: Date | null;
}

/**
 * What an e-mailed single-use link can still do (decisions 0034, 0035): `open` works; `used`
 * worked once already; `expired` is past its time or was replaced by a newer request of the
 * same person, whose link is the one that works. Used wins over expired: a used link is
 * reported as used, whenever it is opened again.
 */
export type MailedLinkState = 'open' | 'used' | 'expired';

export function mailedLinkState(facts: MailedLinkFacts, now: Date): MailedLinkState {
  if (facts.usedAt !== null) return 'used';
  if (facts.supersededAt !== null || facts.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'open';
}

/** The same request again within this time is a double click: it sends no second link. */
export const REPEAT_SECONDS = 60;
