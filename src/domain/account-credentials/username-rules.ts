/**
 * Usernames are e-mail addresses, stored lower-case (src/server/db/schema/accounts.ts); two
 * addresses that differ only in case are the same username.
 */
export const normalizeUsername = (username: string): string => username.trim().toLowerCase();

export const sameUsername = (a: string, b: string): boolean =>
  normalizeUsername(a) === normalizeUsername(b);

/** A stored username change request, as far as its state is concerned. */
export interface UsernameChangeFacts {
  expiresAt: Date;
  usedAt: Date | null;
  supersededAt: Date | null;
}

/**
 * What a confirmation link can still do: `open` changes the username; `handled` was used or
 * replaced by a newer request; `expired` is past its time. Handled wins over expired: a used
 * link is reported as used, whenever it is opened again.
 */
export type UsernameChangeState = 'open' | 'handled' | 'expired';

export function usernameChangeState(facts: UsernameChangeFacts, now: Date): UsernameChangeState {
  if (facts.usedAt !== null || facts.supersededAt !== null) return 'handled';
  if (facts.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'open';
}
