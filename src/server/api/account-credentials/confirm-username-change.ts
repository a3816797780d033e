import { and, eq, gt, isNull, ne, not } from 'drizzle-orm';
import type {
  UsernameConfirmInput,
  UsernameConfirmed,
} from '~/domain/account-credentials/username-change-input';
import {
  normalizeUsername,
  usernameChangeState,
} from '~/domain/account-credentials/username-rules';
import { beingDeleted } from '../../account-deletion/being-deleted';
import type { AppDeps } from '../../app-context';
import { audit } from '../../audit';
import { hashToken } from '../../auth/secret-token';
import { findSession } from '../../auth/session-store';
import { accounts } from '../../db/schema/accounts';
import { usernameChanges } from '../../db/schema/username-changes';
import { isUniqueViolation } from '../../db/unique-violation';
import { queueEmail } from '../../email/outbox';
import { usernameChangedEmail, usernameChangedNoticeEmail } from './credential-emails';
import { usernameChangeExpired, usernameChangeHandled, usernameTaken } from './credential-errors';
import { deleteOtherSessions, forgetEndedSessions } from './other-sessions';

/**
 * PUT /account/username/confirm: the e-mailed link. The token is the proof, so no session is
 * needed. The request is marked used by one conditional update, so of two parallel confirmations
 * exactly one changes the username. Every session of the account ends, except the confirming
 * browser's own when it is logged in to this same account (decision 0026).
 */
export async function confirmUsernameChange(
  deps: AppDeps,
  sessionToken: string | undefined,
  input: UsernameConfirmInput,
): Promise<UsernameConfirmed> {
  const { db, clock } = deps;
  const now = clock.now();
  const id = hashToken(input.token);
  const email = normalizeUsername(input.email);
  const browserSession = sessionToken ? await findSession(db, sessionToken, now) : null;
  try {
    const confirmed = await db.transaction(async (tx) => {
      const [request] = await tx
        .update(usernameChanges)
        .set({ usedAt: now })
        .where(
          and(
            eq(usernameChanges.id, id),
            eq(usernameChanges.newUsername, email),
            isNull(usernameChanges.usedAt),
            isNull(usernameChanges.supersededAt),
            gt(usernameChanges.expiresAt, now),
            not(beingDeleted(usernameChanges.accountId)),
          ),
        )
        .returning();
      if (!request) {
        const [stored] = await tx.select().from(usernameChanges).where(eq(usernameChanges.id, id));
        if (stored?.newUsername === email && usernameChangeState(stored, now) === 'handled') {
          throw usernameChangeHandled();
        }
        throw usernameChangeExpired();
      }
      const { accountId, newUsername } = request;
      const [holder] = await tx
        .select({ id: accounts.id })
        .from(accounts)
        .where(and(eq(accounts.username, newUsername), ne(accounts.id, accountId)));
      if (holder) throw usernameTaken();
      const [before] = await tx
        .select({ username: accounts.username })
        .from(accounts)
        .where(eq(accounts.id, accountId));
      const oldUsername = before?.username ?? request.oldUsername;
      await tx.update(accounts).set({ username: newUsername }).where(eq(accounts.id, accountId));
      await tx
        .update(usernameChanges)
        .set({ supersededAt: now })
        .where(
          and(
            eq(usernameChanges.accountId, accountId),
            isNull(usernameChanges.usedAt),
            isNull(usernameChanges.supersededAt),
          ),
        );
      const keep = browserSession?.accountId === accountId ? browserSession.id : null;
      const sessionsEnded = await deleteOtherSessions(tx, accountId, keep);
      await queueEmail(
        tx,
        usernameChangedNoticeEmail({ to: oldUsername, newUsername, at: now }),
        now,
      );
      await queueEmail(tx, usernameChangedEmail({ to: newUsername, at: now }), now);
      await audit(tx, {
        accountId,
        action: 'USERNAME_CHANGED',
        entity: 'account',
        entityId: accountId,
        details: { oldUsername, newUsername, sessionsEnded },
        at: now,
      });
      return { accountId, username: newUsername, loggedIn: keep !== null };
    });
    forgetEndedSessions(deps, confirmed.accountId);
    return { username: confirmed.username, loggedIn: confirmed.loggedIn };
  } catch (error) {
    if (isUniqueViolation(error)) throw usernameTaken();
    throw error;
  }
}
