/** The errorKeys of spec §8 for strong identification. */
export const STRONG_IDENTIFICATION_REQUIRED = 'strong-identification-required';
export const STRONG_IDENTIFICATION_FAILED = 'strong-identification-failed';
export const STRONG_IDENTIFICATION_CANCELLED = 'strong-identification-cancelled';

export type IdentificationOutcome = 'identified' | 'cancelled' | 'failed';

/**
 * The outcome of an OpenID Connect error answer (RFC 6749 §4.1.2.1). Only access_denied means
 * the person chose to stop (Peruuta, closing the bank's page); anything else is a failure.
 */
export function outcomeOfProviderError(
  error: string,
): Exclude<IdentificationOutcome, 'identified'> {
  return error === 'access_denied' ? 'cancelled' : 'failed';
}

/** Whether an identification made at `identifiedAt` still counts at `now`. */
export function isIdentificationValid(
  identifiedAt: Date | null,
  now: Date,
  validMinutes: number,
): boolean {
  if (identifiedAt === null) return false;
  const age = now.getTime() - identifiedAt.getTime();
  return age >= 0 && age < validMinutes * 60_000;
}
