import { eq } from 'drizzle-orm';
import {
  isIdentificationValid,
  STRONG_IDENTIFICATION_REQUIRED,
} from '~/domain/strong-identification/outcome';
import type { AppDeps, AuthContext } from '../app-context';
import type { Db } from '../db/client';
import { sessions } from '../db/schema/accounts';
import { HttpError } from '../http/http-error';

const strongIdentificationRequired = (): HttpError =>
  new HttpError(401, STRONG_IDENTIFICATION_REQUIRED);

/** When the session last identified strongly; null when never. */
async function identifiedAt(db: Db, sessionId: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: sessions.strongIdentifiedAt })
    .from(sessions)
    .where(eq(sessions.id, sessionId));
  return row?.at ?? null;
}

/** The instant until which the session's identification counts, or null when it does not. */
export async function identifiedUntil(deps: AppDeps, auth: AuthContext): Promise<Date | null> {
  const at = await identifiedAt(deps.db, auth.sessionId);
  const minutes = deps.env.STRONG_IDENTIFICATION_VALID_MINUTES;
  if (!isIdentificationValid(at, deps.clock.now(), minutes) || at === null) return null;
  return new Date(at.getTime() + minutes * 60_000);
}

/**
 * For a handler of a sensitive action (spec §6: paying by invoice): passes when the session
 * identified strongly within STRONG_IDENTIFICATION_VALID_MINUTES, else 401
 * strong-identification-required, which sends the browser to /tunnistautuminen (api-transport.ts).
 * Pass the transaction as `db` to read inside it.
 */
export async function requireStrongIdentification(
  deps: AppDeps,
  auth: AuthContext,
  db: Db = deps.db,
): Promise<void> {
  if ((await identifiedUntil({ ...deps, db }, auth)) === null) throw strongIdentificationRequired();
}
