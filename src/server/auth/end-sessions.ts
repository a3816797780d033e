import type { AppDeps } from '../app-context';
import { forgetKnownDevices } from './known-device';
import { forgetAccountSessions, forgetSession } from './session-cache';
import { deleteAccountSessions } from './session-store';

/**
 * "Log out everywhere": ends every session of the account at once, in the session cache of this
 * process and, on PostgreSQL, of every other (session-events.ts, decision 0001). For the
 * password change, and POST /auth/logout-all. Its devices are known no more (known-device.ts).
 * Answers how many ended.
 */
export async function endAllSessions(deps: AppDeps, accountId: string): Promise<number> {
  const ids = await deleteAccountSessions(deps.db, accountId);
  await forgetKnownDevices(deps.db, accountId);
  for (const id of ids) forgetSession(deps, id);
  forgetAccountSessions(deps, accountId);
  return ids.length;
}
