import { eq } from 'drizzle-orm';
import type { CancelFields, CancelQuery } from '~/domain/cancellation/cancellation-input';
import type { CancellationResult } from '~/domain/cancellation/cancellation-views';
import { formatDate } from '~/domain/shared/dates';
import type { AppDeps, AuthContext } from '../../app-context';
import { cancellations } from '../../db/schema/cancellations';
import { cancellationBlocked, cancellationNotFound } from './cancellation-errors';
import { addOnReadingText, mainReadingText, statusLabelOf } from './describe';
import { addOnBlockOf, loadAddOn, loadMainTarget, mainBlockOf } from './load-target';
import { cancelAddOn, cancelMain } from './perform-cancellation';

/**
 * POST /subscriptions/{n}/cancellation: the logged-in customer cancels a main subscription or one add-on. The
 * rules are checked again inside the transaction on the locked row, whatever the page showed.
 */
export async function cancelOwn(
  deps: AppDeps,
  auth: AuthContext,
  subscriptionNumber: string,
  input: CancelFields,
): Promise<CancellationResult> {
  const today = deps.clock.today();
  const actor = {
    accountId: auth.accountId,
    channel: 'WEB' as const,
    emailTo: auth.username,
    now: deps.clock.now(),
  };
  const survey = { reason: input.reason, reasonText: input.reasonText };
  return deps.db.transaction(async (tx) => {
    const t = await loadMainTarget(tx, auth.customerIds, subscriptionNumber, today, true);
    if (input.addOnNumber !== undefined) {
      const addOn = await loadAddOn(tx, t, input.addOnNumber, true);
      const block = await addOnBlockOf(tx, t, addOn);
      if (block) throw cancellationBlocked(block, t.actionFacts);
      return cancelAddOn(tx, t, addOn, survey, actor);
    }
    const block = mainBlockOf(t);
    if (block) throw cancellationBlocked(block, t.actionFacts);
    return cancelMain(tx, t, survey, actor);
  });
}

/** GET /subscriptions/{n}/cancellation: the goodbye page again (a reload), from what was stored. */
export async function getSummary(
  { db, clock }: AppDeps,
  auth: AuthContext,
  subscriptionNumber: string,
  query: CancelQuery,
): Promise<CancellationResult> {
  const today = clock.today();
  const t = await loadMainTarget(db, auth.customerIds, subscriptionNumber, today);
  const target = query.addOn === undefined ? null : await loadAddOn(db, t, query.addOn);
  const sub = target?.sub ?? t.own.sub;
  const [row] = await db
    .select()
    .from(cancellations)
    .where(eq(cancellations.subscriptionId, sub.id));
  if (!row) throw cancellationNotFound();
  if (target) {
    return {
      kind: 'ADD_ON',
      subscriptionNumber: t.own.sub.subscriptionNumber,
      addOnNumber: target.sub.subscriptionNumber,
      productName: target.product.name,
      endDate: row.endDate,
      endDateLabel: formatDate(row.endDate),
      statusLabel: statusLabelOf(target.sub, today),
      readingRightsText: addOnReadingText(target.product.name, row.endDate),
      addOns: [],
      hasPaper: false,
      emailSentTo: auth.username,
    };
  }
  return {
    kind: 'MAIN',
    subscriptionNumber: sub.subscriptionNumber,
    addOnNumber: null,
    productName: t.own.product.name,
    endDate: row.endDate,
    endDateLabel: formatDate(row.endDate),
    statusLabel: statusLabelOf(sub, today),
    readingRightsText: mainReadingText(t, row.endDate),
    addOns: t.facts.modules
      .filter((m) => m.sub.status === 'CANCELLED' && m.sub.endDate !== null)
      .map((m) => ({
        subscriptionNumber: m.sub.subscriptionNumber,
        productName: m.productName,
        endDateLabel: formatDate(m.sub.endDate),
      })),
    hasPaper: sub.productFormat === 'PAPER' || sub.productFormat === 'PAPER_AND_DIGI',
    emailSentTo: auth.username,
  };
}
