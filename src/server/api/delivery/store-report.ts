import type { ReclaimResult } from '~/domain/delivery/delivery-status';
import { diffInDays } from '~/domain/shared/dates';
import { helsinkiMinutesOfDay } from '~/domain/delivery/delivery-times';
import { COMPENSATION_LABELS, COMPLAINT_LABELS } from '~/domain/delivery/labels';
import type { ReclaimFields } from '~/domain/delivery/reclaim-input';
import { reportWindow } from '~/domain/delivery/status-texts';
import type { AppDeps } from '../../app-context';
import { audit } from '../../audit';
import { deliveryReclamations } from '../../db/schema/delivery';
import { queueEmail } from '../../email/outbox';
import { decideDates } from './decide-dates';
import { periodEndAfterIssues } from './extended-end';
import { datesOutOfRange } from './delivery-errors';
import type { DeliverySubscription, Subscriber } from './load-delivery-subscription';
import { reclaimConfirmationEmail } from './reclaim-email';
import type { Db } from '../../db/client';
import { extendPeriod } from '../../db/extend-period';
import { lockSubscription } from '../../db/lock-subscription';

export interface Reporter {
  /** The logged-in account, null for an anonymous visitor. */
  accountId: string | null;
  /** Where the confirmation goes; null: none is sent. */
  email: string | null;
}

/** The days must lie in the report window (today and the six days before). */
export function assertInWindow(dates: readonly string[], today: string): void {
  const window = new Set(reportWindow(today));
  if (!dates.every((d) => window.has(d))) throw datesOutOfRange();
}

const referenceOf = (id: string): string => `JH-${id.slice(0, 8).toUpperCase()}`;

/**
 * "Tilausjakson pidennys yhdellä numerolla": the period (and an end on it) moves to the next
 * issue of the product's own calendar, once per accepted day, as the confirmation promises.
 */
async function extendByIssues(tx: Db, s: DeliverySubscription, issues: number): Promise<void> {
  if (issues === 0) return;
  const newEnd = await periodEndAfterIssues(tx, s.sub, issues);
  if (newEnd) await extendPeriod(tx, s.sub.id, diffInDays(newEnd, s.sub.periodEndDate));
}

/**
 * Decides each reported day and stores the accepted ones with an audit row each and one
 * confirmation e-mail, in one transaction. The subscription's row is locked first, so a double
 * click waits for the first report and then finds it (already reported), storing nothing twice.
 */
export async function storeReport(
  { db, clock }: Pick<AppDeps, 'db' | 'clock'>,
  found: { s: DeliverySubscription; subscriber: Subscriber },
  reporter: Reporter,
  input: ReclaimFields,
): Promise<{ created: boolean; result: ReclaimResult }> {
  const now = clock.now();
  const today = clock.today();
  assertInWindow(input.dates, today);
  const { s, subscriber } = found;
  return db.transaction(async (tx) => {
    await lockSubscription(tx, s.sub.id);
    const decided = await decideDates(tx, s, subscriber, input, {
      today,
      minutes: helsinkiMinutesOfDay(now),
    });
    const results = [];
    for (const d of decided) {
      if (!d.accepted) {
        results.push({ ...d, reference: null });
        continue;
      }
      const [row] = await tx
        .insert(deliveryReclamations)
        .values({
          subscriptionId: s.sub.id,
          accountId: reporter.accountId,
          deliveryDate: d.date,
          complaint: input.complaint,
          compensation: input.compensation,
          result: d.code,
          details: {
            reporter: reporter.accountId === null ? 'ANONYMOUS' : 'ACCOUNT',
            ...(input.otherReason ? { otherReason: input.otherReason } : {}),
            ...(reporter.accountId === null && reporter.email ? { email: reporter.email } : {}),
          },
          createdAt: now,
        })
        .returning({ id: deliveryReclamations.id });
      const reference = referenceOf(row?.id ?? '');
      await audit(tx, {
        accountId: reporter.accountId,
        customerId: s.sub.customerId,
        action: 'DELIVERY_RECLAMATION_CREATED',
        entity: 'delivery_reclamation',
        entityId: row?.id ?? null,
        details: {
          subscriptionNumber: s.sub.subscriptionNumber,
          deliveryDate: d.date,
          complaint: input.complaint,
          compensation: input.compensation,
          result: d.code,
          anonymous: reporter.accountId === null,
        },
        at: now,
      });
      results.push({ ...d, reference });
    }
    const created = results.some((r) => r.accepted);
    if (input.compensation === 'EXTENSION') {
      await extendByIssues(tx, s, results.filter((r) => r.accepted).length);
    }
    const base = {
      subscriptionNumber: s.sub.subscriptionNumber,
      productName: s.product.name,
      complaintLabel: COMPLAINT_LABELS[input.complaint],
      compensationLabel: COMPENSATION_LABELS[input.compensation],
      results,
    };
    const sendTo = created ? reporter.email : null;
    if (sendTo) {
      await queueEmail(tx, reclaimConfirmationEmail({ to: sendTo, ...base }), now);
    }
    return { created, result: { ...base, confirmationSentTo: sendTo } };
  });
}
