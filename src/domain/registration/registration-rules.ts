/** A stored registration, as far as its link is concerned. */
export interface RegistrationFacts {
  expiresAt: Date;
  usedAt: Date | null;
  supersededAt: Date | null;
}

/**
 * What a confirmation link can still do (decision 0034): `open` creates the account;
 * `confirmed` created it already (the customer can log in); `expired` is past its time or was
 * replaced by a newer registration of the same address, whose link is the one that works.
 */
export type RegistrationLinkState = 'open' | 'confirmed' | 'expired';

export function registrationLinkState(facts: RegistrationFacts, now: Date): RegistrationLinkState {
  if (facts.usedAt !== null) return 'confirmed';
  if (facts.supersededAt !== null || facts.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'open';
}

/** A second registration of the same address within this time is the same one (a double click). */
export const REPEAT_SECONDS = 60;
