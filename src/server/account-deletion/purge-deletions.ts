import { and, asc, eq, gt, isNull, lte } from 'drizzle-orm';
import { isPurgeDue } from '~/domain/account-deletion/purge-schedule';
import type { AppDeps } from '../app-context';
import { audit } from '../audit';
import { accountDeletions } from '../db/schema/account-deletions';
import { forEachInBatches } from '../jobs/in-batches';
import { JOB_LOCK_KEYS, runWithJobLock } from '../jobs/job-lock';
import { logger } from '../log/logger';
import { customersVerdict } from './deletion-facts';
import { purgeAccount, customersToPurge } from './purge-account';
import { purgeCustomer } from './purge-customer';

/** Due requests read at a time (each purge touches many tables, so fewer than JOB_BATCH_ROWS). */
const BATCH = 100;

/**
 * Purges one due request in its own transaction. The row is locked first and skipped when
 * another process holds it or has purged it already, so parallel runs never purge one twice and
 * a repeated run changes nothing.
 */
async function purgeOne(deps: AppDeps, id: string): Promise<boolean> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [request] = await tx
      .select()
      .from(accountDeletions)
      .where(and(eq(accountDeletions.id, id), isNull(accountDeletions.purgedAt)))
      .for('update', { skipLocked: true });
    if (!request || !isPurgeDue(request, now)) return false;
    const candidates = request.accountId
      ? await customersToPurge(tx, request.accountId, request.customerIds)
      : [];
    // A customer something runs for again (customer service made an order meanwhile) keeps the
    // data its delivery and billing need; only the login goes, and customer service is told.
    const purged: typeof candidates = [];
    const kept: string[] = [];
    for (const customer of candidates) {
      const verdict = await customersVerdict(tx, [customer.id], deps.clock.today());
      if (verdict.mayDelete) purged.push(customer);
      else kept.push(customer.customerNumber);
    }
    if (kept.length > 0) {
      logger.warn(
        { deletion: id, customerNumbers: kept },
        '[deletion] customer has active subscriptions or open invoices again: personal data kept',
      );
    }
    const emails = purged.flatMap((c) => (c.contactEmail ? [c.contactEmail] : []));
    await purgeAccount(
      tx,
      request.accountId,
      emails,
      purged.map((c) => c.customerNumber),
    );
    for (const customer of purged) await purgeCustomer(tx, customer.id, now);
    await tx
      .update(accountDeletions)
      .set({ purgedAt: now, accountId: null, customerIds: [] })
      .where(eq(accountDeletions.id, id));
    await audit(tx, {
      accountId: null,
      action: 'ACCOUNT_PURGED',
      entity: 'account-deletion',
      entityId: id,
      details: { customersPurged: purged.length, customersKept: kept },
      at: now,
      channel: 'SYSTEM',
    });
    return true;
  });
}

/** Purges every request whose due time has come, BATCH at a time; answers how many it purged. */
export async function purgeDueDeletions(deps: AppDeps): Promise<number> {
  let purged = 0;
  await forEachInBatches(
    (last, limit) =>
      deps.db
        .select({ id: accountDeletions.id })
        .from(accountDeletions)
        .where(
          and(
            isNull(accountDeletions.purgedAt),
            lte(accountDeletions.purgeDueAt, deps.clock.now()),
            last ? gt(accountDeletions.id, last) : undefined,
          ),
        )
        .orderBy(asc(accountDeletions.id))
        .limit(limit),
    async ({ id }) => {
      if (await purgeOne(deps, id)) purged += 1;
    },
    { size: BATCH },
  );
  return purged;
}

/** The purge unless another process runs it now (job-lock.ts): null when this run stood aside. */
export async function purgeDueDeletionsOnce(deps: AppDeps): Promise<number | null> {
  const run = await runWithJobLock(deps.db, JOB_LOCK_KEYS.deletionPurge, () =>
    purgeDueDeletions(deps),
  );
  return run.ran ? run.value : null;
}
