import type { Db } from '../../db/client';
import { isBlocked, recordFailure } from '../../auth/rate-limit';
import { HttpError } from '../../http/http-error';

/**
 * Failed link searches (no customer with that number and zip code) allowed per account and per
 * client address. Together with the same 404 for a wrong zip code and an unknown number, this
 * keeps customer numbers from being probed: five guesses of a five-digit zip code are not many.
 */
export const LINK_WINDOW_MINUTES = 15;
const MAX_LINK_FAILURES_PER_ACCOUNT = 5;
const MAX_LINK_FAILURES_PER_ADDRESS = 20;

const accountKey = (accountId: string): string => `link-account:${accountId}`;
const addressKey = (address: string): string => `link-ip:${address}`;

export async function assertLinkSearchAllowed(
  db: Db,
  accountId: string,
  address: string,
  now: Date,
): Promise<void> {
  const blocked = await isBlocked(
    db,
    [
      { key: accountKey(accountId), max: MAX_LINK_FAILURES_PER_ACCOUNT },
      { key: addressKey(address), max: MAX_LINK_FAILURES_PER_ADDRESS },
    ],
    LINK_WINDOW_MINUTES,
    now,
  );
  if (blocked) {
    throw new HttpError(429, 'too-many-requests', {
      message: 'Liian monta epäonnistunutta hakua. Odota 15 minuuttia ja yritä uudelleen.',
    });
  }
}

export function recordLinkSearchFailure(
  db: Db,
  accountId: string,
  address: string,
  now: Date,
): Promise<void> {
  return recordFailure(db, [accountKey(accountId), addressKey(address)], now);
}
