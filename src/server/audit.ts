import type { AuditAction } from '~/domain/audit/audit-actions';
import type { Db } from './db/client';
import { auditLog } from './db/schema/system';

/** One audit row per change: who, what, when, and the channel (WEB, or SYSTEM for the jobs). */
export async function audit(
  db: Db,
  entry: {
    accountId: string | null;
    customerId?: string | null;
    action: AuditAction;
    entity: string;
    entityId?: string | null;
    details?: unknown;
    at: Date;
    channel?: 'WEB' | 'SYSTEM';
  },
): Promise<void> {
  await db.insert(auditLog).values({
    accountId: entry.accountId,
    customerId: entry.customerId ?? null,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId ?? null,
    details: entry.details ?? null,
    channel: entry.channel ?? 'WEB',
    createdAt: entry.at,
  });
}
