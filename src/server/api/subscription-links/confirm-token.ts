import type { AppDeps, AuthContext } from '../../app-context';
import { consumeToken } from './link-confirmations';
import { privateCustomersOnly } from './link-errors';
import { type LinkOutcome, linkInTransaction } from './link-transaction';

/** POST /subscription-links/confirm-token: the e-mailed link, opened while logged in. */
export async function confirmToken(
  deps: AppDeps,
  auth: AuthContext,
  token: string,
): Promise<LinkOutcome> {
  if (auth.intent !== 'b2c') throw privateCustomersOnly();
  return linkInTransaction(deps, auth, 'email-link', (tx) =>
    consumeToken(tx, token, deps.clock.now()),
  );
}
