import { and, eq, lt, not } from 'drizzle-orm';
import type { LoginIntent } from '~/domain/auth/login';
import { beingDeleted } from '../account-deletion/being-deleted';
import type { Db } from '../db/client';
import { accounts, sessions } from '../db/schema/accounts';
import { hashToken, newSecretToken } from './secret-token';

/** Idle sessions end after 30 minutes; "remember me" keeps a b2c session for 30 days. */
export const SESSION_IDLE_SECONDS = 30 * 60;
export const REMEMBER_SECONDS = 30 * 24 * 60 * 60;
/**
 * However busy, a session ends this long after its login (sessions.created_at): 12 hours, a
 * working day, for a normal session; 30 days for a remembered one, which then is not extended
 * past its first 30 days. Decision 0001 says why.
 */
export const SESSION_ABSOLUTE_SECONDS = 12 * 60 * 60;
export const REMEMBER_ABSOLUTE_SECONDS = 30 * 24 * 60 * 60;

export interface ActiveSession {
  id: string;
  accountId: string;
  username: string;
  intent: LoginIntent;
  remember: boolean;
  createdAt: Date;
  expiresAt: Date;
  /** A b2b session's chosen company (company-admin.ts); null in a b2c session. */
  activeCustomerId: string | null;
}

export const sessionLifetimeSeconds = (remember: boolean): number =>
  remember ? REMEMBER_SECONDS : SESSION_IDLE_SECONDS;
const absoluteLifetimeSeconds = (remember: boolean): number =>
  remember ? REMEMBER_ABSOLUTE_SECONDS : SESSION_ABSOLUTE_SECONDS;

/** The latest instant a session can live to, whatever its activity. */
const absoluteEndOf = (s: Pick<ActiveSession, 'createdAt' | 'remember'>): Date =>
  new Date(s.createdAt.getTime() + absoluteLifetimeSeconds(s.remember) * 1000);

/** Creates a session and returns the cookie token; only its hash is stored. */
export async function createSession(
  db: Db,
  input: {
    accountId: string;
    intent: LoginIntent;
    remember: boolean;
    now: Date;
    activeCustomerId?: string | null;
  },
): Promise<{ token: string; expiresAt: Date }> {
  const token = newSecretToken();
  const expiresAt = new Date(input.now.getTime() + sessionLifetimeSeconds(input.remember) * 1000);
  await db
    .delete(sessions)
    .where(and(eq(sessions.accountId, input.accountId), lt(sessions.expiresAt, input.now)));
  await db.insert(sessions).values({
    id: hashToken(token),
    accountId: input.accountId,
    intent: input.intent,
    remember: input.remember,
    activeCustomerId: input.activeCustomerId ?? null,
    createdAt: input.now,
    expiresAt,
  });
  return { token, expiresAt };
}

export async function findSession(db: Db, token: string, now: Date): Promise<ActiveSession | null> {
  const [row] = await db
    .select({
      id: sessions.id,
      accountId: sessions.accountId,
      username: accounts.username,
      intent: sessions.intent,
      remember: sessions.remember,
      createdAt: sessions.createdAt,
      expiresAt: sessions.expiresAt,
      activeCustomerId: sessions.activeCustomerId,
    })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .where(and(eq(sessions.id, hashToken(token)), not(beingDeleted(sessions.accountId))));
  if (!row || row.expiresAt <= now || absoluteEndOf(row) <= now) return null;
  return { ...row, intent: row.intent as LoginIntent };
}

/**
 * Pushes the end of the session a full idle lifetime ahead of now, but never past its absolute
 * end; answers the end it has now (unchanged, and no write, when it cannot move later).
 */
export async function extendSession(db: Db, session: ActiveSession, now: Date): Promise<Date> {
  const idleEnd = now.getTime() + sessionLifetimeSeconds(session.remember) * 1000;
  const expiresAt = new Date(Math.min(idleEnd, absoluteEndOf(session).getTime()));
  if (expiresAt <= session.expiresAt) return session.expiresAt;
  await db.update(sessions).set({ expiresAt }).where(eq(sessions.id, session.id));
  return expiresAt;
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, hashToken(token)));
}

/** Deletes every session of the account; answers the ids (token hashes) that were deleted. */
export async function deleteAccountSessions(db: Db, accountId: string): Promise<string[]> {
  const rows = await db
    .delete(sessions)
    .where(eq(sessions.accountId, accountId))
    .returning({ id: sessions.id });
  return rows.map((r) => r.id);
}
