import { and, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { loginUrl, safeReturnPath } from '~/domain/auth/return-path';
import { normalizeUsername } from '~/domain/account-credentials/username-rules';
import type {
  RegistrationFields,
  RegistrationRequested,
} from '~/domain/registration/registration-input';
import { REPEAT_SECONDS } from '~/domain/auth/mailed-link';
import { REGISTRATION_VALID_HOURS } from '~/domain/registration/registration-texts';
import type { AppDeps, AppEnv } from '../../app-context';
import { reserveAttempt } from '../../auth/attempt-reservation';
import { mailingRules } from '../../auth/mail-limits';
import { hashPassword } from '../../auth/password';
import { assertStrongPassword } from '../../auth/password-strength';
import { hashToken, newSecretToken } from '../../auth/secret-token';
import type { Db } from '../../db/client';
import { accounts } from '../../db/schema/accounts';
import { registrations } from '../../db/schema/registrations';
import { queueEmail } from '../../email/outbox';
import { siteOrigin } from '../../env';
import { clientAddressOf } from '../../http/client-address';
import { TooManyRequestsError } from '../../http/too-many-requests';
import { accountExistsEmail, registrationLinkEmail } from './registration-emails';

const CONFIRM_PAGE_PATH = '/auth/rekisteroidy/vahvista';
const DEFAULT_RETURN_PATH = '/tili';
const PASSWORD_RESET_PAGE_PATH = '/auth/unohtunut-salasana';

/** Rows are kept a week after their link expired (for the "already confirmed" answer). */
const KEEP_DAYS_AFTER_EXPIRY = 7;

/** Deletes a bounded batch of old rows; every registration does a little of it, no job needed. */
async function pruneOldRegistrations(tx: Db, now: Date): Promise<void> {
  const cutoff = new Date(now.getTime() - KEEP_DAYS_AFTER_EXPIRY * 86_400_000);
  const old = tx
    .select({ id: registrations.id })
    .from(registrations)
    .where(lt(registrations.expiresAt, cutoff))
    .limit(100);
  await tx.delete(registrations).where(inArray(registrations.id, old));
}

/**
 * POST /auth/registrations: nothing is created yet. The address gets a single-use link that
 * creates the account (confirm-registration.ts), or, when it already has an account, a note
 * saying so. The answer is the same either way, so the form reveals no one's account.
 */
export async function requestRegistration(
  deps: AppDeps,
  c: Context<AppEnv>,
  input: RegistrationFields,
): Promise<RegistrationRequested> {
  const { db, clock, env } = deps;
  const now = clock.now();
  const email = normalizeUsername(input.email);
  const answer = { email, validHours: REGISTRATION_VALID_HOURS };
  const attempt = await reserveAttempt(
    db,
    mailingRules('register', email, clientAddressOf(c, env)),
    now,
  );
  if (!attempt.allowed) throw new TooManyRequestsError(attempt.retryAfterSeconds);
  await assertStrongPassword(input.password, 'password', [email, input.firstName, input.lastName]);
  const passwordHash = await hashPassword(input.password);
  const origin = siteOrigin(env);

  await db.transaction(async (tx) => {
    // One registration of an address at a time, across processes too.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`registration:${email}`}))`);
    const [account] = await tx
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.username, email));
    if (account) {
      const loginLink = `${origin}${loginUrl(DEFAULT_RETURN_PATH)}`;
      const resetLink = `${origin}${PASSWORD_RESET_PAGE_PATH}`;
      await queueEmail(tx, accountExistsEmail({ to: email, loginLink, resetLink, at: now }), now);
      return;
    }
    const open = and(
      eq(registrations.email, email),
      isNull(registrations.usedAt),
      isNull(registrations.supersededAt),
    );
    const [repeat] = await tx
      .select({ id: registrations.id })
      .from(registrations)
      .where(
        and(open, gt(registrations.createdAt, new Date(now.getTime() - REPEAT_SECONDS * 1000))),
      );
    if (repeat) return;
    await pruneOldRegistrations(tx, now);
    // A newer registration supersedes the older open ones: only the latest link works.
    await tx.update(registrations).set({ supersededAt: now }).where(open);
    const token = newSecretToken();
    await tx.insert(registrations).values({
      id: hashToken(token),
      email,
      passwordHash,
      firstName: input.firstName,
      lastName: input.lastName,
      streetAddress: input.streetAddress || null,
      zipCode: input.zipCode || null,
      postOffice: input.postOffice || null,
      returnPath: safeReturnPath(input.returnPath, DEFAULT_RETURN_PATH),
      createdAt: now,
      expiresAt: new Date(now.getTime() + REGISTRATION_VALID_HOURS * 3600_000),
    });
    const link = `${origin}${CONFIRM_PAGE_PATH}?${new URLSearchParams({ token }).toString()}`;
    await queueEmail(
      tx,
      registrationLinkEmail({ to: email, link, validHours: REGISTRATION_VALID_HOURS, at: now }),
      now,
    );
  });
  return answer;
}
