import { and, eq, isNull } from 'drizzle-orm';
import type { Context } from 'hono';
import type { AccountDeletionInput } from '~/domain/account-deletion/deletion-input';
import { purgeDueAt } from '~/domain/account-deletion/purge-schedule';
import type { AttemptRules } from '~/domain/auth/attempt-rules';
import { beingDeleted } from '../../account-deletion/being-deleted';
import { loadDeletionFacts } from '../../account-deletion/deletion-facts';
import type { AppDeps, AppEnv } from '../../app-context';
import { audit } from '../../audit';
import { forgiveAttempt, reserveAttempt } from '../../auth/attempt-reservation';
import { clearSessionCookie } from '../../auth/cookies';
import { verifyPassword } from '../../auth/password';
import { wrongPassword } from '../../auth/wrong-password';
import { forgetAccountSessions, forgetSession } from '../../auth/session-cache';
import { deleteAccountSessions } from '../../auth/session-store';
import { accounts } from '../../db/schema/accounts';
import { accountDeletions } from '../../db/schema/account-deletions';
import { queueEmail } from '../../email/outbox';
import { isProduction } from '../../env';
import { HttpError } from '../../http/http-error';
import { TooManyRequestsError } from '../../http/too-many-requests';
import { accountDeletedEmail } from './deletion-email';
import { endHeldRights } from './end-held-rights';

/**
 * What a deleted login's password hash becomes: no scrypt hash, so verifyPassword refuses every
 * password and the login stops working at once, until the purge removes the row.
 */
const DELETED_PASSWORD_HASH = 'deleted$';

/** A session may guess the password a few times only (the same window as logins). */
const passwordRules = (accountId: string): AttemptRules => ({
  windowMinutes: 15,
  locks: [{ key: `account-delete:${accountId}`, max: 5 }],
});

const questionnaireOf = (input: AccountDeletionInput) => {
  const q = input.questionnaire;
  return q && (q.reasons.length > 0 || q.feedback !== '')
    ? { reasons: [...new Set(q.reasons)], feedback: q.feedback }
    : null;
};

/**
 * DELETE /account: with the password and the confirmation, and only while no own subscription is
 * active and no invoice open (spec §8), stores the deletion request, blocks the login, ends every
 * session, sends the receipt and writes the audit row, in one transaction. A repeated request
 * (double click, two tabs) changes nothing and answers the same.
 */
export async function deleteAccount(
  deps: AppDeps,
  c: Context<AppEnv>,
  input: AccountDeletionInput,
): Promise<void> {
  const { db, clock, env } = deps;
  const { accountId } = c.get('auth');
  const now = clock.now();
  const attempt = await reserveAttempt(db, passwordRules(accountId), now);
  if (!attempt.allowed) throw new TooManyRequestsError(attempt.retryAfterSeconds);
  // The hash and "already deleted" in one read, so a request racing a finished deletion sees both.
  const [account] = await db
    .select({
      username: accounts.username,
      passwordHash: accounts.passwordHash,
      deleted: beingDeleted(accounts.id),
    })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  if (account && !account.deleted) {
    if (!(await verifyPassword(input.password, account.passwordHash))) {
      throw wrongPassword('password');
    }
    await forgiveAttempt(db, attempt.reservation);
    const ended = await db.transaction(async (tx) => {
      await tx
        .select({ id: accounts.id })
        .from(accounts)
        .where(eq(accounts.id, accountId))
        .for('update');
      const open = await tx
        .select({ id: accountDeletions.id })
        .from(accountDeletions)
        .where(and(eq(accountDeletions.accountId, accountId), isNull(accountDeletions.purgedAt)));
      if (open.length > 0) return [];
      const facts = await loadDeletionFacts(tx, accountId, clock.today());
      if (!facts.mayDelete) throw new HttpError(409, 'ACTIVE_SUBSCRIPTIONS_OR_OPEN_INVOICE');
      const [request] = await tx
        .insert(accountDeletions)
        .values({
          accountId,
          customerIds: facts.ownCustomerIds,
          requestedAt: now,
          purgeDueAt: purgeDueAt(now, env.ACCOUNT_DELETION_GRACE_DAYS),
          questionnaire:
            env.ACCOUNT_DELETION_QUESTIONNAIRE === 'true' ? questionnaireOf(input) : null,
        })
        .returning({ id: accountDeletions.id, purgeDueAt: accountDeletions.purgeDueAt });
      await tx
        .update(accounts)
        .set({ passwordHash: DELETED_PASSWORD_HASH })
        .where(eq(accounts.id, accountId));
      const sessionIds = await deleteAccountSessions(tx, accountId);
      const rightsEnded = await endHeldRights(tx, accountId, now);
      const contactUrl = `${env.SITE_URL.replace(/\/$/, '')}/aihe/yhteystiedot`;
      await queueEmail(tx, accountDeletedEmail(account.username, now, contactUrl), now);
      await audit(tx, {
        accountId,
        action: 'ACCOUNT_DELETION_REQUESTED',
        entity: 'account',
        entityId: request?.id ?? null,
        details: {
          customers: facts.ownCustomerIds.length,
          companyLogin: facts.companyLogin,
          purgeDueAt: request?.purgeDueAt.toISOString(),
          sessionsEnded: sessionIds.length,
          rightsEnded,
        },
        at: now,
      });
      return sessionIds;
    });
    for (const id of ended) forgetSession(deps, id);
  } else {
    // Deleted by a request just before this one: nothing was guessed.
    await forgiveAttempt(db, attempt.reservation);
  }
  forgetAccountSessions(deps, accountId);
  clearSessionCookie(c, isProduction(env));
}
