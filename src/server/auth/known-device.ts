import { and, eq, gt, lte } from 'drizzle-orm';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '../app-context';
import type { Db } from '../db/client';
import { accounts, knownDevices } from '../db/schema/accounts';
import { hashToken, newSecretToken } from './secret-token';

// A browser that logged in to an account before is a "known device" of that account (issue 30
// item 24, decision 0001): its cookie holds a random token, the database its SHA-256. A login
// from a known device proves more than one from a stranger's browser, so it is not held up by
// what others failed from the same address (a workplace, a mobile carrier's shared address) or
// for the same username; it is limited by its own failures only (rate-limit.ts). Ending the
// account's other sessions (password change or reset, username change, "log out everywhere")
// also stops trusting its devices; so does a device unused for KNOWN_DEVICE_DAYS.

export const KNOWN_DEVICE_DAYS = 180;
const KNOWN_DEVICE_SECONDS = KNOWN_DEVICE_DAYS * 24 * 60 * 60;
const DEVICE_COOKIE = 'portaali_device';

/** In production `__Host-`, like the session cookie (cookies.ts): no subdomain can plant one. */
const deviceCookieName = (secure: boolean): string =>
  secure ? `__Host-${DEVICE_COOKIE}` : DEVICE_COOKIE;

const deviceToken = (c: Context<AppEnv>): string | undefined => {
  const token = getCookie(c, deviceCookieName(c.get('secureCookies') === true));
  // A token is 43 characters (secret-token.ts); anything else is not ours.
  return token && token.length <= 64 ? token : undefined;
};

const since = (now: Date): Date => new Date(now.getTime() - KNOWN_DEVICE_SECONDS * 1000);

/** A browser that logged in to the account before: its row's id and its cookie's token. */
export interface KnownDevice {
  id: string;
  token: string;
}

/**
 * This browser as a known device of the account that logs in as `username`, or null when it
 * has not logged in to that account within KNOWN_DEVICE_DAYS.
 */
export async function knownDeviceOf(
  db: Db,
  c: Context<AppEnv>,
  username: string,
  now: Date,
): Promise<KnownDevice | null> {
  const token = deviceToken(c);
  if (!token) return null;
  const [row] = await db
    .select({ id: knownDevices.id })
    .from(knownDevices)
    .innerJoin(accounts, eq(accounts.id, knownDevices.accountId))
    .where(
      and(
        eq(knownDevices.id, hashToken(token)),
        eq(accounts.username, username),
        gt(knownDevices.lastLoginAt, since(now)),
      ),
    );
  return row ? { id: row.id, token } : null;
}

/**
 * After a successful login: this browser is a known device of the account for the next
 * KNOWN_DEVICE_DAYS. A device known already keeps its token; another gets a new one (a
 * browser shared by two accounts is known to the one that logged in last).
 */
export async function rememberDevice(
  db: Db,
  c: Context<AppEnv>,
  accountId: string,
  known: KnownDevice | null,
  now: Date,
): Promise<void> {
  let token: string;
  if (known) {
    token = known.token;
    await db.update(knownDevices).set({ lastLoginAt: now }).where(eq(knownDevices.id, known.id));
  } else {
    token = newSecretToken();
    await db
      .insert(knownDevices)
      .values({ id: hashToken(token), accountId, createdAt: now, lastLoginAt: now });
    // The account's devices that have not logged in for too long are known no more.
    await db
      .delete(knownDevices)
      .where(and(eq(knownDevices.accountId, accountId), lte(knownDevices.lastLoginAt, since(now))));
  }
  const secure = c.get('secureCookies') === true;
  setCookie(c, deviceCookieName(secure), token, {
    path: '/',
    httpOnly: true,
    sameSite: 'Strict',
    secure,
    maxAge: KNOWN_DEVICE_SECONDS,
  });
}

/** The account trusts none of its devices any more (with its other sessions ended). */
export async function forgetKnownDevices(db: Db, accountId: string): Promise<void> {
  await db.delete(knownDevices).where(eq(knownDevices.accountId, accountId));
}
