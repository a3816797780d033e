import { eq } from 'drizzle-orm';
import type { AttemptRules } from '~/domain/auth/attempt-rules';
import type { AppDeps } from '../../app-context';
import { forgiveAttempt, reserveAttempt } from '../../auth/attempt-reservation';
import { verifyPassword } from '../../auth/password';
import { accounts } from '../../db/schema/accounts';
import { notLoggedIn } from '../../http/http-error';
import { TooManyRequestsError } from '../../http/too-many-requests';
import { wrongPassword } from '../../auth/wrong-password';

/**
 * Wrong passwords in the username and password changes: 5 within 15 minutes lock the account's
 * changes for the rest of the window (429 with Retry-After). Only a logged-in session can fill
 * the key, so the lock never falls on the owner from outside; login failures count apart.
 */
export const CREDENTIAL_WINDOW_MINUTES = 15;
const MAX_FAILURES = 5;

const credentialKey = (accountId: string): string => `credentials-account:${accountId}`;

const credentialRules = (accountId: string): AttemptRules => ({
  windowMinutes: CREDENTIAL_WINDOW_MINUTES,
  locks: [{ key: credentialKey(accountId), max: MAX_FAILURES }],
});

export interface CheckedAccount {
  id: string;
  username: string;
  passwordHash: string;
}

/**
 * Checks the password the customer typed for a change, counted before it is evaluated
 * (attempt-reservation.ts), so parallel guesses cannot outrun the limit. A success clears the
 * account's count.
 */
export async function checkPassword(
  deps: AppDeps,
  accountId: string,
  password: string,
  field: 'password' | 'currentPassword',
): Promise<CheckedAccount> {
  const { db, clock } = deps;
  const attempt = await reserveAttempt(db, credentialRules(accountId), clock.now());
  if (!attempt.allowed) throw new TooManyRequestsError(attempt.retryAfterSeconds);
  const [account] = await db
    .select({ id: accounts.id, username: accounts.username, passwordHash: accounts.passwordHash })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  if (!account) throw notLoggedIn();
  if (!(await verifyPassword(password, account.passwordHash))) throw wrongPassword(field);
  await forgiveAttempt(db, attempt.reservation, [credentialKey(accountId)]);
  return account;
}
