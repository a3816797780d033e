import type { Context } from 'hono';
import type { LoginIntent } from '~/domain/auth/login';
import type { AppDeps, AppEnv } from '../app-context';
import { isProduction } from '../env';
import { readSessionToken, writeSessionCookie } from './cookies';
import { forgetSession } from './session-cache';
import { hashToken } from './secret-token';
import { REMEMBER_SECONDS, createSession, deleteSession } from './session-store';

/**
 * Logs this browser in to the account (after a login or a confirmed registration). A new
 * session id every time: the one this browser had before (whoever's it was) ends now, so a
 * session id planted in or stolen from it is worth nothing afterwards.
 */
export async function startSession(
  deps: AppDeps,
  c: Context<AppEnv>,
  input: {
    accountId: string;
    intent: LoginIntent;
    remember: boolean;
    now: Date;
    /** The company a b2b session acts for (decision 0039). */
    activeCustomerId?: string | null;
  },
): Promise<Date> {
  const previousToken = readSessionToken(c);
  if (previousToken) {
    await deleteSession(deps.db, previousToken);
    forgetSession(deps, hashToken(previousToken));
  }
  const { token, expiresAt } = await createSession(deps.db, input);
  writeSessionCookie(c, token, {
    secure: isProduction(deps.env),
    maxAgeSeconds: input.remember ? REMEMBER_SECONDS : undefined,
  });
  return expiresAt;
}
