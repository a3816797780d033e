import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import { NOT_CURRENT_USERNAME_MESSAGE } from '~/domain/account-credentials/credential-messages';
import type {
  UsernameChangeFields,
  UsernameChangeRequested,
} from '~/domain/account-credentials/username-change-input';
import {
  normalizeUsername,
  sameUsername,
  usernameChangeState,
} from '~/domain/account-credentials/username-rules';
import type { AppDeps, AuthContext } from '../../app-context';
import { audit } from '../../audit';
import { hashToken, newSecretToken } from '../../auth/secret-token';
import { accounts } from '../../db/schema/accounts';
import { usernameChanges } from '../../db/schema/username-changes';
import { queueEmail } from '../../email/outbox';
import { siteOrigin } from '../../env';
import { fieldError } from '../../http/field-error';
import { TooManyRequestsError } from '../../http/too-many-requests';
import { checkPassword } from './credential-attempts';
import { usernameChangeLinkEmail } from './credential-emails';
import { usernameTaken } from './credential-errors';

const CONFIRM_PAGE_PATH = '/tili/vaihda-kayttajatunnus/vahvista';
/** The same new address again within this time, while its link is open: no second e-mail. */
const REPEAT_MINUTES = 10;
/** At most this many requests (e-mails to new addresses) per account within an hour. */
const MAX_REQUESTS_PER_HOUR = 5;

/**
 * PUT /account/username: checks the password, then e-mails a single-use link to the new
 * address. Nothing changes until the link is confirmed (confirm-username-change.ts). The password
 * is checked before whether the address is taken, so only the account's owner learns that.
 */
export async function requestUsernameChange(
  deps: AppDeps,
  auth: AuthContext,
  input: UsernameChangeFields,
): Promise<UsernameChangeRequested> {
  const { db, clock, env } = deps;
  const account = await checkPassword(deps, auth.accountId, input.password, 'password');
  if (!sameUsername(input.username, account.username)) {
    throw fieldError('username', NOT_CURRENT_USERNAME_MESSAGE);
  }
  const newUsername = normalizeUsername(input.newUsername);
  const validHours = env.USERNAME_CHANGE_VALID_HOURS;
  const answer = { newUsername, validHours };
  const [holder] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.username, newUsername));
  if (holder) throw usernameTaken();

  const now = clock.now();
  await db.transaction(async (tx) => {
    // One request of an account at a time, across processes too: a double click cannot send two.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`username-change:${account.id}`}))`,
    );
    const hourAgo = new Date(now.getTime() - 3600_000);
    const recent = await tx
      .select()
      .from(usernameChanges)
      .where(and(eq(usernameChanges.accountId, account.id), gt(usernameChanges.createdAt, hourAgo)))
      .orderBy(asc(usernameChanges.createdAt));
    const repeatSince = now.getTime() - REPEAT_MINUTES * 60_000;
    const repeated = recent.some(
      (r) =>
        r.newUsername === newUsername &&
        r.createdAt.getTime() > repeatSince &&
        usernameChangeState(r, now) === 'open',
    );
    if (repeated) return;
    const oldest = recent[0];
    if (recent.length >= MAX_REQUESTS_PER_HOUR && oldest) {
      throw new TooManyRequestsError(
        (oldest.createdAt.getTime() + 3600_000 - now.getTime()) / 1000,
      );
    }
    // A newer request supersedes the older open ones: only the latest link can change anything.
    await tx
      .update(usernameChanges)
      .set({ supersededAt: now })
      .where(
        and(
          eq(usernameChanges.accountId, account.id),
          isNull(usernameChanges.usedAt),
          isNull(usernameChanges.supersededAt),
        ),
      );
    const token = newSecretToken();
    await tx.insert(usernameChanges).values({
      id: hashToken(token),
      accountId: account.id,
      oldUsername: account.username,
      newUsername,
      createdAt: now,
      expiresAt: new Date(now.getTime() + validHours * 3600_000),
    });
    const query = new URLSearchParams({ token, email: newUsername });
    await queueEmail(
      tx,
      usernameChangeLinkEmail({
        to: newUsername,
        oldUsername: account.username,
        link: `${siteOrigin(env)}${CONFIRM_PAGE_PATH}?${query.toString()}`,
        validHours,
        at: now,
      }),
      now,
    );
    await audit(tx, {
      accountId: account.id,
      action: 'USERNAME_CHANGE_REQUESTED',
      entity: 'account',
      entityId: account.id,
      details: { newUsername },
      at: now,
    });
  });
  return answer;
}
