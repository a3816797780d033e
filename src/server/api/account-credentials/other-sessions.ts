import { and, eq, ne } from 'drizzle-orm';
import type { AppDeps } from '../../app-context';
import { forgetKnownDevices } from '../../auth/known-device';
import { forgetAccountSessions } from '../../auth/session-cache';
import type { Db } from '../../db/client';
import { sessions } from '../../db/schema/accounts';

/**
 * Deletes every session of the account except `keep` (the browser that made the change), inside
 * the change's transaction, and trusts none of its devices any more (known-device.ts); answers
 * how many sessions ended. Call forgetEndedSessions after the commit.
 */
export async function deleteOtherSessions(
  tx: Db,
  accountId: string,
  keep: string | null,
): Promise<number> {
  const rows = await tx
    .delete(sessions)
    .where(
      keep === null
        ? eq(sessions.accountId, accountId)
        : and(eq(sessions.accountId, accountId), ne(sessions.id, keep)),
    )
    .returning({ id: sessions.id });
  await forgetKnownDevices(tx, accountId);
  return rows.length;
}

/**
 * Forgets the account's cached sessions in this process at once (the kept one too: it is looked
 * up again, with the new username). Other processes may accept an ended session until their
 * cache entry ends, at most 5 seconds (session-cache.ts, decision 0026).
 */
export function forgetEndedSessions(deps: AppDeps, accountId: string): void {
  forgetAccountSessions(deps, accountId);
}
