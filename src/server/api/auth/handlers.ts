import { and, eq, not } from 'drizzle-orm';
import type { Context } from 'hono';
import {
  LOGGED_OUT_DURATION,
  type LoginFields,
  type LoginIntent,
  type SessionInfo,
} from '~/domain/auth/login';
import { beingDeleted } from '../../account-deletion/being-deleted';
import type { AppDeps, AppEnv } from '../../app-context';
import { audit } from '../../audit';
import { clearSessionCookie, readSessionToken } from '../../auth/cookies';
import { hashPassword, verifyPassword } from '../../auth/password';
import { forgiveAttempt, reserveAttempt } from '../../auth/attempt-reservation';
import { adminCompaniesOf, businessAdminRequired } from '../../auth/company-admin';
import { endAllSessions } from '../../auth/end-sessions';
import { knownDeviceOf, rememberDevice } from '../../auth/known-device';
import { loginLimits } from '../../auth/rate-limit';
import {
  type ActiveSession,
  deleteSession,
  extendSession,
  findSession,
} from '../../auth/session-store';
import { hashToken } from '../../auth/secret-token';
import { startSession } from '../../auth/start-session';
import { forgetSession } from '../../auth/session-cache';
import { accounts } from '../../db/schema/accounts';
import { isProduction } from '../../env';
import { clientAddressOf } from '../../http/client-address';
import { HttpError } from '../../http/http-error';
import { TooManyRequestsError } from '../../http/too-many-requests';

const ISSUER = 'portaali';

function sessionInfo(
  session: Pick<ActiveSession, 'accountId' | 'username' | 'intent'> | null,
  expiresAt: Date | null,
  now: Date,
): SessionInfo {
  if (!session || !expiresAt) {
    return {
      portalAccountID: null,
      loginHint: null,
      issuer: ISSUER,
      sessionDuration: LOGGED_OUT_DURATION,
      intent: null,
    };
  }
  return {
    portalAccountID: session.accountId,
    loginHint: session.username,
    issuer: ISSUER,
    sessionDuration: Math.max(0, Math.floor((expiresAt.getTime() - now.getTime()) / 1000)),
    intent: session.intent,
  };
}

async function currentSession({ db, clock }: AppDeps, c: Context<AppEnv>) {
  const token = readSessionToken(c);
  return token ? findSession(db, token, clock.now()) : null;
}

export async function verifySession(deps: AppDeps, c: Context<AppEnv>): Promise<SessionInfo> {
  const session = await currentSession(deps, c);
  return sessionInfo(session, session?.expiresAt ?? null, deps.clock.now());
}

export async function refresh(deps: AppDeps, c: Context<AppEnv>): Promise<SessionInfo> {
  const session = await currentSession(deps, c);
  if (!session) return sessionInfo(null, null, deps.clock.now());
  const now = deps.clock.now();
  return sessionInfo(session, await extendSession(deps.db, session, now), now);
}

// Verifying against a real hash when the username is unknown keeps the answer time the same,
// so the login form does not reveal which e-mail addresses have an account.
let dummyHash: Promise<string> | undefined;

export async function login(
  deps: AppDeps,
  c: Context<AppEnv>,
  input: LoginFields,
): Promise<SessionInfo> {
  const { db, clock, env } = deps;
  const now = clock.now();
  const username = input.username.toLowerCase();
  const address = clientAddressOf(c, env);
  // A browser that logged in to this account before is held up by its own failures only.
  const device = await knownDeviceOf(db, c, username, now);
  const limits = loginLimits(username, address, device?.id ?? null);
  // Counted before the password is checked, so parallel guesses cannot outrun the limit.
  const attempt = await reserveAttempt(db, limits.rules, now);
  if (!attempt.allowed) throw new TooManyRequestsError(attempt.retryAfterSeconds);
  // A login whose deletion is confirmed is as unknown as no login at all (decision 0027).
  const [account] = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.username, username), not(beingDeleted(accounts.id))));
  const passwordOk = account
    ? await verifyPassword(input.password, account.passwordHash)
    : await verifyPassword(
        input.password,
        await (dummyHash ??= hashPassword('not-a-real-password')),
      );
  if (!account || !passwordOk) {
    // The reserved attempt stays counted as a failure.
    throw new HttpError(401, 'invalid-credentials');
  }
  await forgiveAttempt(db, attempt.reservation, [limits.clearKey]);
  const intent: LoginIntent = input.intent;
  // A b2b session starts acting for the first of the account's companies (decision 0039).
  const activeCustomerId =
    intent === 'b2b' ? (await adminCompaniesOf(db, account.id))[0]?.customerId : null;
  if (activeCustomerId === undefined) throw businessAdminRequired();
  // A b2b login never remembers the device (spec §6).
  const remember = intent === 'b2c' && input.remember;
  const expiresAt = await startSession(deps, c, {
    accountId: account.id,
    intent,
    remember,
    now,
    activeCustomerId,
  });
  await rememberDevice(db, c, account.id, device, now);
  await audit(db, {
    accountId: account.id,
    action: 'LOGIN',
    entity: 'session',
    details: { intent, remember },
    at: now,
  });
  return sessionInfo({ accountId: account.id, username: account.username, intent }, expiresAt, now);
}

export async function logout(deps: AppDeps, c: Context<AppEnv>): Promise<void> {
  const token = readSessionToken(c);
  if (token) {
    const session = await findSession(deps.db, token, deps.clock.now());
    await deleteSession(deps.db, token);
    forgetSession(deps, hashToken(token));
    if (session) {
      await audit(deps.db, {
        accountId: session.accountId,
        action: 'LOGOUT',
        entity: 'session',
        at: deps.clock.now(),
      });
    }
  }
  clearSessionCookie(c, isProduction(deps.env));
}

/** POST /auth/logout-all: ends every session of the logged-in account, this one included. */
export async function logoutEverywhere(deps: AppDeps, c: Context<AppEnv>): Promise<void> {
  const { accountId } = c.get('auth');
  const ended = await endAllSessions(deps, accountId);
  await audit(deps.db, {
    accountId,
    action: 'LOGOUT_ALL',
    entity: 'session',
    details: { sessionsEnded: ended },
    at: deps.clock.now(),
  });
  clearSessionCookie(c, isProduction(deps.env));
}
