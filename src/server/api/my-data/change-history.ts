import { count, desc, eq, inArray, or } from 'drizzle-orm';
import { auditActionLabel, changeChannelLabel } from '~/domain/audit/audit-actions';
import {
  CHANGE_HISTORY_PAGE_SIZE,
  type ChangeHistory,
  aboutOf,
  pageCountOf,
} from '~/domain/my-data/change-history';
import { formatDateTime } from '~/domain/shared/dates';
import type { AuthContext } from '../../app-context';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema/system';
import { ownedCustomersOf } from './data-scope';

/**
 * GET /account/change-history: the audit rows of the account and of the customers it owns,
 * newest first, a page at a time. A page past the last one is empty, not an error.
 */
export async function changeHistoryOf(
  db: Db,
  auth: AuthContext,
  page: number,
): Promise<ChangeHistory> {
  const owned = await ownedCustomersOf(db, auth.accountId);
  const mine = or(
    eq(auditLog.accountId, auth.accountId),
    inArray(
      auditLog.customerId,
      owned.map((c) => c.id),
    ),
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(mine)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(CHANGE_HISTORY_PAGE_SIZE)
      .offset((page - 1) * CHANGE_HISTORY_PAGE_SIZE),
    db.select({ total: count() }).from(auditLog).where(mine),
  ]);
  const total = counted?.total ?? 0;
  return {
    entries: rows.map((r) => ({
      at: r.createdAt.toISOString(),
      atLabel: formatDateTime(r.createdAt),
      action: r.action,
      description: auditActionLabel(r.action),
      about: aboutOf(r.details),
      channel: r.channel,
      channelLabel: changeChannelLabel(r.channel),
    })),
    page,
    pageCount: pageCountOf(total),
    total,
  };
}
