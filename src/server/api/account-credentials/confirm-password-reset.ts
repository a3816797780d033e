import { and, eq, not, or, sql } from 'drizzle-orm';
import type {
  PasswordResetConfirmFields,
  PasswordResetDone,
} from '~/domain/account-credentials/password-change-input';
import { mailedLinkState } from '~/domain/auth/mailed-link';
import { beingDeleted } from '../../account-deletion/being-deleted';
import type { AppDeps } from '../../app-context';
import { audit } from '../../audit';
import { hashPassword } from '../../auth/password';
import { assertStrongPassword } from '../../auth/password-strength';
import { loginPairKey, loginUserKey } from '../../auth/rate-limit';
import { hashToken } from '../../auth/secret-token';
import { accounts, loginAttempts } from '../../db/schema/accounts';
import { passwordResets } from '../../db/schema/password-resets';
import { queueEmail } from '../../email/outbox';
import { passwordChangedEmail } from './credential-emails';
import { ownWordsOf } from './own-words';
import { passwordResetExpired, passwordResetUsed } from './credential-errors';
import { deleteOtherSessions, forgetEndedSessions } from './other-sessions';

/**
 * POST /account/password-reset/confirm: the e-mailed link and the new password. The token is
 * the proof, so no session is needed. The row is locked first, so of two parallel uses exactly
 * one sets the password. Every session of the account ends (whoever knew the old password is
 * out), and the failed logins of the username are forgiven: the owner has proven the mailbox.
 * This browser is not logged in; the customer logs in with the new password (decision 0035).
 */
export async function confirmPasswordReset(
  deps: AppDeps,
  input: PasswordResetConfirmFields,
): Promise<PasswordResetDone> {
  const { db, clock } = deps;
  const now = clock.now();
  const passwordHash = await hashPassword(input.newPassword);
  const reset = await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.id, hashToken(input.token)))
      .for('update');
    if (!row) throw passwordResetExpired();
    const state = mailedLinkState(row, now);
    if (state === 'used') throw passwordResetUsed();
    if (state === 'expired') throw passwordResetExpired();
    await assertStrongPassword(
      input.newPassword,
      'newPassword',
      await ownWordsOf(tx, row.accountId),
    );
    const [account] = await tx
      .update(accounts)
      .set({ passwordHash, passwordChangedAt: now })
      .where(and(eq(accounts.id, row.accountId), not(beingDeleted(accounts.id))))
      .returning({ id: accounts.id, username: accounts.username });
    if (!account) throw passwordResetExpired();
    await tx.update(passwordResets).set({ usedAt: now }).where(eq(passwordResets.id, row.id));
    const sessionsEnded = await deleteOtherSessions(tx, account.id, null);
    await tx
      .delete(loginAttempts)
      .where(
        or(
          eq(loginAttempts.key, loginUserKey(account.username)),
          sql`starts_with(${loginAttempts.key}, ${loginPairKey(account.username, '')})`,
        ),
      );
    await queueEmail(tx, passwordChangedEmail({ to: account.username, at: now }), now);
    await audit(tx, {
      accountId: account.id,
      action: 'PASSWORD_RESET',
      entity: 'account',
      entityId: account.id,
      details: { sessionsEnded },
      at: now,
    });
    return account;
  });
  forgetEndedSessions(deps, reset.id);
  return { username: reset.username };
}
