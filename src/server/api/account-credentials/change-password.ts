import { and, eq } from 'drizzle-orm';
import type { PasswordChangeFields } from '~/domain/account-credentials/password-change-input';
import type { AppDeps, AuthContext } from '../../app-context';
import { audit } from '../../audit';
import { hashPassword, verifyPassword } from '../../auth/password';
import { assertStrongPassword } from '../../auth/password-strength';
import { accounts } from '../../db/schema/accounts';
import { queueEmail } from '../../email/outbox';
import { checkPassword } from './credential-attempts';
import { passwordChangedEmail } from './credential-emails';
import { ownWordsOf } from './own-words';
import { wrongPassword } from '../../auth/wrong-password';
import { deleteOtherSessions, forgetEndedSessions } from './other-sessions';

/**
 * PUT /account/password: checks the current password, stores the new one's hash and ends every
 * other session of the account at once; this browser stays logged in (decision 0026).
 */
export async function changePassword(
  deps: AppDeps,
  auth: AuthContext,
  input: PasswordChangeFields,
): Promise<void> {
  const { db, clock } = deps;
  const account = await checkPassword(
    deps,
    auth.accountId,
    input.currentPassword,
    'currentPassword',
  );
  await assertStrongPassword(input.newPassword, 'newPassword', await ownWordsOf(db, account.id));
  const passwordHash = await hashPassword(input.newPassword);
  const now = clock.now();
  const changed = await db.transaction(async (tx) => {
    // Only over the hash that was checked: of two parallel changes one wins, and the other
    // finds the password already changed.
    const [row] = await tx
      .update(accounts)
      .set({ passwordHash, passwordChangedAt: now })
      .where(and(eq(accounts.id, account.id), eq(accounts.passwordHash, account.passwordHash)))
      .returning({ id: accounts.id });
    if (!row) return false;
    const sessionsEnded = await deleteOtherSessions(tx, account.id, auth.sessionId);
    await queueEmail(tx, passwordChangedEmail({ to: account.username, at: now }), now);
    await audit(tx, {
      accountId: account.id,
      action: 'PASSWORD_CHANGED',
      entity: 'account',
      entityId: account.id,
      details: { otherSessionsEnded: sessionsEnded },
      at: now,
    });
    return true;
  });
  if (changed) {
    forgetEndedSessions(deps, account.id);
    return;
  }
  // Changed meanwhile: the same change again (a double submit) is done already; any other
  // answer means the current password typed is no longer the current one.
  const [current] = await db
    .select({ passwordHash: accounts.passwordHash })
    .from(accounts)
    .where(eq(accounts.id, account.id));
  if (current && (await verifyPassword(input.newPassword, current.passwordHash))) return;
  throw wrongPassword('currentPassword');
}
