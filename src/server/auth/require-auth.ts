import type { MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv } from '../app-context';
import { notLoggedIn } from '../http/http-error';
import { readSessionToken } from './cookies';
import { cachedSession, rememberSession } from './session-cache';
import { businessAdminRequired, sessionCustomerIds } from './company-admin';
import { hashToken } from './secret-token';
import { extendSession, findSession, sessionLifetimeSeconds } from './session-store';

/**
 * Puts the logged-in account on the context or answers 401. Slides the session when less than
 * half of its lifetime is left, so an active user is not logged out mid-task, but never past its
 * absolute end (session-store.ts).
 */
export function requireAuth(deps: AppDeps): MiddlewareHandler<AppEnv> {
  const { db, clock } = deps;
  return async (c, next) => {
    // Two resources' patterns may cover one address (reading-rights/* and its invitations):
    // the session is checked once.
    if (c.get('auth')) return next();
    const token = readSessionToken(c);
    if (!token) throw notLoggedIn();
    const now = clock.now();
    const cached = cachedSession(deps, hashToken(token), now);
    if (cached) {
      c.set('auth', cached.auth);
      return next();
    }
    const session = await findSession(db, token, now);
    if (!session) throw notLoggedIn();
    let expiresAt = session.expiresAt;
    const halfLife = (sessionLifetimeSeconds(session.remember) * 1000) / 2;
    if (expiresAt.getTime() - now.getTime() < halfLife)
      expiresAt = await extendSession(db, session, now);
    const customerIds = await sessionCustomerIds(db, session);
    // A b2b session acts for one company; without the admin role there it acts for nothing.
    if (session.intent === 'b2b' && customerIds.length === 0) throw businessAdminRequired();
    const auth = {
      sessionId: session.id,
      accountId: session.accountId,
      username: session.username,
      intent: session.intent,
      customerIds,
    };
    rememberSession(deps, auth, expiresAt, now);
    c.set('auth', auth);
    await next();
  };
}
