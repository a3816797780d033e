import { and, asc, eq, gt, lt } from 'drizzle-orm';
import type { AppDeps } from '../../app-context';
import { audit } from '../../audit';
import type { Db } from '../../db/client';
import { accounts } from '../../db/schema/accounts';
import { companyOrderApprovals } from '../../db/schema/company-order-approvals';
import { queueEmail } from '../../email/outbox';
import { forEachInBatches } from '../../jobs/in-batches';
import type { ScheduledJob } from '../../jobs/scheduler';
import { logger } from '../../log/logger';
import { approvalOutcomeEmail } from './order-emails';

// Issue 30 item 17: an order the company's admin did not accept by its last day expires; the
// orderer is told and nothing was ever billed. Runs on the billing jobs' schedule (daily); each
// row is locked and re-read, so a second process or an admin's click at the same moment finds
// it decided.

/** Expires every waiting order past its last day; answers how many. */
export async function expireCompanyOrderApprovals(deps: AppDeps): Promise<number> {
  const today = deps.clock.today();
  let expired = 0;
  await forEachInBatches(
    (last, limit) =>
      deps.db
        .select({ id: companyOrderApprovals.id })
        .from(companyOrderApprovals)
        .where(
          and(
            eq(companyOrderApprovals.state, 'WAITING'),
            lt(companyOrderApprovals.lastDay, today),
            last ? gt(companyOrderApprovals.id, last) : undefined,
          ),
        )
        .orderBy(asc(companyOrderApprovals.id))
        .limit(limit),
    async ({ id }) => {
      if (await deps.db.transaction((tx) => expireOne(tx, deps, id, today))) expired += 1;
    },
  );
  return expired;
}

async function expireOne(tx: Db, deps: AppDeps, id: string, today: string): Promise<boolean> {
  const [row] = await tx
    .select({ approval: companyOrderApprovals, orderedBy: accounts.username })
    .from(companyOrderApprovals)
    .innerJoin(accounts, eq(accounts.id, companyOrderApprovals.accountId))
    .where(
      and(
        eq(companyOrderApprovals.id, id),
        eq(companyOrderApprovals.state, 'WAITING'),
        lt(companyOrderApprovals.lastDay, today),
      ),
    )
    .for('update', { of: companyOrderApprovals });
  if (!row) return false;
  const now = deps.clock.now();
  await tx
    .update(companyOrderApprovals)
    .set({ state: 'EXPIRED', decidedAt: now })
    .where(eq(companyOrderApprovals.id, id));
  await audit(tx, {
    accountId: row.approval.accountId,
    customerId: row.approval.customerId,
    action: 'COMPANY_ORDER_APPROVAL_EXPIRED',
    entity: 'company-order-approval',
    entityId: id,
    at: now,
    channel: 'SYSTEM',
  });
  await queueEmail(tx, approvalOutcomeEmail(row.orderedBy, row.approval.waiting, 'EXPIRED'), now);
  return true;
}

/** The expiry on the server's scheduler, at the billing jobs' cron time. */
export function companyOrderApprovalsJob(deps: AppDeps, cron: string): ScheduledJob {
  return {
    name: 'company-order-approvals',
    cron,
    run: async () => {
      const expired = await expireCompanyOrderApprovals(deps);
      if (expired > 0) logger.info(`[company-orders] ${expired} waiting order(s) expired`);
    },
  };
}
