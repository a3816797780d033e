import { and, eq, inArray, ne } from 'drizzle-orm';
import type { CancellationReason } from '~/domain/cancellation/enums';
import type { CancellationResult } from '~/domain/cancellation/cancellation-views';
import { formatDate } from '~/domain/shared/dates';
import { audit } from '../../audit';
import type { Db } from '../../db/client';
import { cancellations } from '../../db/schema/cancellations';
import { subscriptions } from '../../db/schema/subscriptions';
import { queueEmail } from '../../email/outbox';
import { cancellationEmail } from './cancellation-emails';
import { alreadyCancelled } from './cancellation-errors';
import {
  addOnEnding,
  addOnReadingText,
  mainEnding,
  mainReadingText,
  statusLabelOf,
} from './describe';
import type { AddOnRow, MainTarget } from './load-target';

export interface CancelActor {
  accountId: string | null;
  channel: 'WEB' | 'WEB_ANONYMOUS';
  /** Where the confirmation goes; null when no address is known. */
  emailTo: string | null;
  now: Date;
}

export interface Survey {
  reason?: CancellationReason | null | undefined;
  reasonText?: string | undefined;
}

/**
 * The one conditional UPDATE that cancels: of two confirms at once, the second finds the row
 * already CANCELLED (Postgres re-checks the WHERE after waiting for the first's row lock) and
 * changes nothing, so the caller answers subscription-already-cancelled.
 */
async function markCancelled(
  tx: Db,
  id: string,
  endDate: string,
  reason: string | null,
  now: Date,
): Promise<void> {
  const updated = await tx
    .update(subscriptions)
    .set({ status: 'CANCELLED', endDate, cancelledAt: now, cancellationReason: reason })
    .where(and(eq(subscriptions.id, id), ne(subscriptions.status, 'CANCELLED')))
    .returning({ id: subscriptions.id });
  if (updated.length === 0) throw alreadyCancelled();
}

const reasonOf = (s: Survey) => s.reason ?? null;
const textOf = (s: Survey) => (s.reasonText ? s.reasonText : null);

/** Cancels a main subscription and its running add-ons; call inside a transaction. */
export async function cancelMain(
  tx: Db,
  t: MainTarget,
  survey: Survey,
  actor: CancelActor,
): Promise<CancellationResult> {
  const { sub, product } = t.own;
  const { endDate, addOns } = mainEnding(t);
  await markCancelled(tx, sub.id, endDate, reasonOf(survey), actor.now);
  // Spec §4: the add-ons end with the period that contains the main order's end.
  if (addOns.length > 0) {
    const addOnEnd = addOns[0]?.endDate ?? endDate;
    await tx
      .update(subscriptions)
      .set({ status: 'CANCELLED', endDate: addOnEnd, cancelledAt: actor.now })
      .where(
        and(
          inArray(
            subscriptions.id,
            addOns.map((a) => a.id),
          ),
          ne(subscriptions.status, 'CANCELLED'),
        ),
      );
  }
  await tx.insert(cancellations).values({
    subscriptionId: sub.id,
    subscriptionNumber: sub.subscriptionNumber,
    mainSubscriptionNumber: null,
    kind: 'MAIN',
    productCode: product.code,
    productName: product.name,
    familyId: product.familyId,
    reason: reasonOf(survey),
    reasonText: textOf(survey),
    endDate,
    channel: actor.channel,
    accountId: actor.accountId,
    customerId: sub.customerId,
    createdAt: actor.now,
  });
  await audit(tx, {
    accountId: actor.accountId,
    customerId: sub.customerId,
    action: 'SUBSCRIPTION_CANCELLED',
    entity: 'subscription',
    entityId: sub.subscriptionNumber,
    details: {
      endDate,
      reason: reasonOf(survey),
      channel: actor.channel,
      addOns: addOns.map((a) => a.subscriptionNumber),
    },
    at: actor.now,
  });
  const readingText = mainReadingText(t, endDate);
  const addOnViews = addOns.map(({ subscriptionNumber, productName, endDateLabel }) => ({
    subscriptionNumber,
    productName,
    endDateLabel,
  }));
  if (actor.emailTo !== null) {
    await queueEmail(
      tx,
      cancellationEmail({
        to: actor.emailTo,
        kind: 'MAIN',
        productName: product.name,
        subscriptionNumber: sub.subscriptionNumber,
        endDate,
        readingText,
        addOns: addOnViews,
      }),
      actor.now,
    );
  }
  const after = { ...sub, status: 'CANCELLED', endDate };
  return {
    kind: 'MAIN',
    subscriptionNumber: sub.subscriptionNumber,
    addOnNumber: null,
    productName: product.name,
    endDate,
    endDateLabel: formatDate(endDate),
    statusLabel: statusLabelOf(after, t.today),
    readingRightsText: readingText,
    addOns: addOnViews,
    hasPaper: sub.productFormat === 'PAPER' || sub.productFormat === 'PAPER_AND_DIGI',
    emailSentTo: actor.emailTo,
  };
}

/** Cancels one add-on alone; it ends with its current period. */
export async function cancelAddOn(
  tx: Db,
  t: MainTarget,
  addOn: AddOnRow,
  survey: Survey,
  actor: CancelActor,
): Promise<CancellationResult> {
  const main = t.own.sub;
  const endDate = addOnEnding(addOn.sub);
  await markCancelled(tx, addOn.sub.id, endDate, reasonOf(survey), actor.now);
  await tx.insert(cancellations).values({
    subscriptionId: addOn.sub.id,
    subscriptionNumber: addOn.sub.subscriptionNumber,
    mainSubscriptionNumber: main.subscriptionNumber,
    kind: 'ADD_ON',
    productCode: addOn.product.code,
    productName: addOn.product.name,
    familyId: addOn.product.familyId,
    reason: reasonOf(survey),
    reasonText: textOf(survey),
    endDate,
    channel: actor.channel,
    accountId: actor.accountId,
    customerId: addOn.sub.customerId,
    createdAt: actor.now,
  });
  await audit(tx, {
    accountId: actor.accountId,
    customerId: addOn.sub.customerId,
    action: 'ADD_ON_CANCELLED',
    entity: 'subscription',
    entityId: addOn.sub.subscriptionNumber,
    details: { mainSubscriptionNumber: main.subscriptionNumber, endDate, reason: reasonOf(survey) },
    at: actor.now,
  });
  const readingText = addOnReadingText(addOn.product.name, endDate);
  if (actor.emailTo !== null) {
    await queueEmail(
      tx,
      cancellationEmail({
        to: actor.emailTo,
        kind: 'ADD_ON',
        productName: addOn.product.name,
        subscriptionNumber: addOn.sub.subscriptionNumber,
        endDate,
        readingText,
        addOns: [],
      }),
      actor.now,
    );
  }
  return {
    kind: 'ADD_ON',
    subscriptionNumber: main.subscriptionNumber,
    addOnNumber: addOn.sub.subscriptionNumber,
    productName: addOn.product.name,
    endDate,
    endDateLabel: formatDate(endDate),
    statusLabel: statusLabelOf({ ...addOn.sub, status: 'CANCELLED', endDate }, t.today),
    readingRightsText: readingText,
    addOns: [],
    hasPaper: false,
    emailSentTo: actor.emailTo,
  };
}
