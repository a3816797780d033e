import { and, eq, gt, isNull, not, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { PASSWORD_RESET_VALID_MINUTES } from '~/domain/account-credentials/credential-texts';
import type {
  PasswordResetRequestFields,
  PasswordResetRequested,
} from '~/domain/account-credentials/password-change-input';
import { normalizeUsername } from '~/domain/account-credentials/username-rules';
import { REPEAT_SECONDS } from '~/domain/auth/mailed-link';
import { beingDeleted } from '../../account-deletion/being-deleted';
import type { AppDeps, AppEnv } from '../../app-context';
import { audit } from '../../audit';
import { reserveAttempt } from '../../auth/attempt-reservation';
import { mailingRules } from '../../auth/mail-limits';
import { hashToken, newSecretToken } from '../../auth/secret-token';
import { accounts } from '../../db/schema/accounts';
import { passwordResets } from '../../db/schema/password-resets';
import { queueEmail } from '../../email/outbox';
import { siteOrigin } from '../../env';
import { clientAddressOf } from '../../http/client-address';
import { TooManyRequestsError } from '../../http/too-many-requests';
import { passwordResetLinkEmail } from './credential-emails';

const NEW_PASSWORD_PAGE_PATH = '/auth/uusi-salasana';

/**
 * POST /account/password-reset: e-mails a single-use link to choose a new password, when the
 * address is an account's username. The answer is the same either way, so the form reveals no
 * one's account; an unknown address gets no e-mail. Nothing changes until the link is used.
 */
export async function requestPasswordReset(
  deps: AppDeps,
  c: Context<AppEnv>,
  input: PasswordResetRequestFields,
): Promise<PasswordResetRequested> {
  const { db, clock, env } = deps;
  const now = clock.now();
  const email = normalizeUsername(input.email);
  const answer = { email, validMinutes: PASSWORD_RESET_VALID_MINUTES };
  const rules = mailingRules('password-reset', email, clientAddressOf(c, env));
  const attempt = await reserveAttempt(db, rules, now);
  if (!attempt.allowed) throw new TooManyRequestsError(attempt.retryAfterSeconds);
  await db.transaction(async (tx) => {
    const [account] = await tx
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(eq(accounts.username, email), not(beingDeleted(accounts.id))));
    // An account being deleted gets no link: the answer is the same as for an unknown address.
    if (!account) return;
    // One request of an account at a time, across processes too.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`password-reset:${account.id}`}))`,
    );
    const open = and(
      eq(passwordResets.accountId, account.id),
      isNull(passwordResets.usedAt),
      isNull(passwordResets.supersededAt),
    );
    const repeatSince = new Date(now.getTime() - REPEAT_SECONDS * 1000);
    const [repeat] = await tx
      .select({ id: passwordResets.id })
      .from(passwordResets)
      .where(and(open, gt(passwordResets.createdAt, repeatSince)));
    if (repeat) return;
    // A newer request supersedes the older open ones: only the latest link works.
    await tx.update(passwordResets).set({ supersededAt: now }).where(open);
    const token = newSecretToken();
    await tx.insert(passwordResets).values({
      id: hashToken(token),
      accountId: account.id,
      createdAt: now,
      expiresAt: new Date(now.getTime() + PASSWORD_RESET_VALID_MINUTES * 60_000),
    });
    const link = `${siteOrigin(env)}${NEW_PASSWORD_PAGE_PATH}?${new URLSearchParams({ token }).toString()}`;
    await queueEmail(
      tx,
      passwordResetLinkEmail({
        to: email,
        link,
        validMinutes: PASSWORD_RESET_VALID_MINUTES,
        at: now,
      }),
      now,
    );
    await audit(tx, {
      accountId: account.id,
      action: 'PASSWORD_RESET_REQUESTED',
      entity: 'account',
      entityId: account.id,
      at: now,
    });
  });
  return answer;
}
