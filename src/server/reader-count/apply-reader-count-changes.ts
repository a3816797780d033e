import { and, asc, eq, gt } from 'drizzle-orm';
import { nextPeriodOf } from '~/domain/billing-period/next-period';
import { unusedPeriodCredit } from '~/domain/reader-count/reader-credit';
import { addDays } from '~/domain/shared/dates';
import type { PeriodUnit } from '~/domain/subscriptions/enums';
import type { AppDeps } from '../app-context';
import { audit } from '../audit';
import { nextInvoiceNumber } from '../billing/next-invoice-number';
import type { Db } from '../db/client';
import { invoices } from '../db/schema/payments';
import { readerCountChanges } from '../db/schema/reader-count-changes';
import { subscriptions } from '../db/schema/subscriptions';
import { forEachInBatches } from '../jobs/in-batches';
import type { ScheduledJob } from '../jobs/scheduler';
import { logger } from '../log/logger';

// Spec §4: a reader-count change starts a new billing period and issues a new invoice plus a
// credit note for the unused part; results visible within 24 hours (decision 0033). The
// change waits PENDING until this step, which the server runs on the billing jobs' schedule.

/** The publisher's collection account, as on every invoice (seed-invoice.ts). */
const IBAN = 'FI2112345600000785';
/** Days to pay the new period's invoice. */
const PAYMENT_DAYS = 14;

export interface AppliedReaderCount {
  subscriptionNumber: string;
  readers: number;
  invoiceNumber: string;
  creditNoteNumber: string;
}

/** Applies every pending change, in batches (in-batches.ts), each in its own transaction. */
export async function applyReaderCountChanges(deps: AppDeps): Promise<AppliedReaderCount[]> {
  const applied: AppliedReaderCount[] = [];
  await forEachInBatches(
    (last, limit) =>
      deps.db
        .select({ id: readerCountChanges.id })
        .from(readerCountChanges)
        .where(
          and(
            eq(readerCountChanges.status, 'PENDING'),
            last ? gt(readerCountChanges.id, last) : undefined,
          ),
        )
        .orderBy(asc(readerCountChanges.id))
        .limit(limit),
    async ({ id }) => {
      const result = await deps.db.transaction((tx) => applyOne(tx, deps, id));
      if (result) applied.push(result);
    },
  );
  return applied;
}

async function applyOne(tx: Db, deps: AppDeps, id: string): Promise<AppliedReaderCount | null> {
  const now = deps.clock.now();
  const today = deps.clock.today();
  const [change] = await tx
    .select()
    .from(readerCountChanges)
    .where(and(eq(readerCountChanges.id, id), eq(readerCountChanges.status, 'PENDING')))
    .for('update');
  if (!change) return null;
  const [sub] = await tx
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.id, change.subscriptionId))
    .for('update');
  if (!sub) return null;

  // The old period's unused part is credited; the new period starts today, as long as the old.
  const credit = unusedPeriodCredit(sub, today);
  const span = nextPeriodOf({
    endDate: sub.endDate,
    periodEndDate: addDays(today, -1),
    periodUnit: sub.periodUnit as PeriodUnit,
    periodLength: sub.periodLength,
  });
  const grossCents = change.netCents + change.vatCents;
  const payerId = sub.payerCustomerId ?? sub.customerId;
  const common = {
    customerId: payerId,
    subscriptionId: sub.id,
    paymentMethod: sub.paymentMethod,
    invoiceDate: today,
    iban: IBAN,
    createdAt: now,
  };
  const creditNote = await nextInvoiceNumber(tx);
  const creditNoteNumber = creditNote.invoiceNumber;
  await tx.insert(invoices).values({
    ...common,
    ...creditNote,
    kind: 'CREDIT_NOTE',
    paymentState: 'CREDITED',
    dueDate: today,
    periodStartDate: today,
    periodEndDate: sub.periodEndDate,
    amountCents: -credit.creditCents,
  });
  const invoice = await nextInvoiceNumber(tx);
  const { invoiceNumber } = invoice;
  await tx.insert(invoices).values({
    ...common,
    ...invoice,
    kind: 'INVOICED',
    paymentState: 'UNPAID',
    dueDate: addDays(today, PAYMENT_DAYS),
    periodStartDate: span.start,
    periodEndDate: span.end,
    amountCents: grossCents,
  });
  await tx
    .update(subscriptions)
    .set({
      readerCount: change.toReaders,
      periodStartDate: span.start,
      periodEndDate: span.end,
      priceCents: grossCents,
    })
    .where(eq(subscriptions.id, sub.id));
  await tx
    .update(readerCountChanges)
    .set({ status: 'APPLIED', appliedAt: now, invoiceNumber, creditNoteNumber })
    .where(eq(readerCountChanges.id, change.id));
  await audit(tx, {
    accountId: null,
    customerId: payerId,
    action: 'READER_COUNT_CHANGE_APPLIED',
    entity: 'subscription',
    entityId: sub.subscriptionNumber,
    details: {
      readers: { from: sub.readerCount, to: change.toReaders },
      periodStartDate: span.start,
      periodEndDate: span.end,
      invoiceNumber,
      invoiceCents: grossCents,
      creditNoteNumber,
      creditCents: credit.creditCents,
      daysLeft: credit.daysLeft,
      daysInPeriod: credit.daysInPeriod,
    },
    at: now,
    channel: 'SYSTEM',
  });
  return {
    subscriptionNumber: sub.subscriptionNumber,
    readers: change.toReaders,
    invoiceNumber,
    creditNoteNumber,
  };
}

/**
 * The step on the server's scheduler, at the billing jobs' cron time. Several processes may run
 * it at once: each change is locked and re-read as PENDING first, so it is applied once.
 */
export function readerCountChangesJob(deps: AppDeps, cron: string): ScheduledJob {
  return {
    name: 'reader-count',
    cron,
    run: async () => {
      const applied = await applyReaderCountChanges(deps);
      if (applied.length > 0) {
        logger.info(`[reader-count] ${applied.length} reader-count change(s) applied`);
      }
    },
  };
}
