import type { MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv } from '../app-context';
import { notLoggedIn } from '../http/http-error';
import { readSessionToken } from './cookies';
import {
  customerIdsFor,
  extendSession,
  findSession,
  sessionLifetimeSeconds,
} from './session-store';

/**
 * Puts the logged-in account on the context or answers 401. Slides the session when less than
 * half of its lifetime is left, so an active user is not logged out mid-task.
 */
export function requireAuth({ db, clock }: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = readSessionToken(c);
    const now = clock.now();
    const session = token ? await findSession(db, token, now) : null;
    if (!session) throw notLoggedIn();
    const halfLife = (sessionLifetimeSeconds(session.remember) * 1000) / 2;
    if (session.expiresAt.getTime() - now.getTime() < halfLife)
      await extendSession(db, session, now);
    c.set('auth', {
      sessionId: session.id,
      accountId: session.accountId,
      username: session.username,
      intent: session.intent,
      customerIds: await customerIdsFor(db, session.accountId, session.intent),
    });
    await next();
  };
}
