import {
  BLOCK_ERROR_KEYS,
  type CancellationBlock,
  addOnCancellableFrom,
  blockMessage,
} from '~/domain/cancellation/blocks';
import type { CancelQuery } from '~/domain/cancellation/cancellation-input';
import type { CancellationPreview } from '~/domain/cancellation/cancellation-views';
import { formatDate } from '~/domain/shared/dates';
import type { AppDeps, AuthContext } from '../../app-context';
import {
  addOnEnding,
  addOnReadingText,
  mainEnding,
  mainNotices,
  mainReadingText,
  statusLabelOf,
} from './describe';
import {
  addOnBlockOf,
  canSuspend,
  loadAddOn,
  loadMainTarget,
  type MainTarget,
  mainBlockOf,
  runningAddOns,
} from './load-target';
import { offersToShow } from './offer-state';

const blockView = (block: CancellationBlock | null, t: MainTarget) =>
  block === null
    ? null
    : { errorKey: BLOCK_ERROR_KEYS[block], message: blockMessage(block, t.actionFacts) };

/**
 * GET /subscriptions/{n}/cancellation/preview: what cancelling would mean (the exact end date, reading rights,
 * add-ons, the notice rules) or why it cannot be done, and the retention offers to show.
 */
export async function getPreview(
  { db, clock }: AppDeps,
  auth: AuthContext,
  subscriptionNumber: string,
  query: CancelQuery,
): Promise<CancellationPreview> {
  const today = clock.today();
  const t = await loadMainTarget(db, auth.customerIds, subscriptionNumber, today);
  const { sub, product } = t.own;
  if (query.addOn !== undefined) {
    const addOn = await loadAddOn(db, t, query.addOn);
    const block = await addOnBlockOf(db, t, addOn);
    const endDate = addOnEnding(addOn.sub);
    return {
      kind: 'ADD_ON',
      subscriptionNumber: sub.subscriptionNumber,
      addOnNumber: addOn.sub.subscriptionNumber,
      productName: addOn.product.name,
      mainProductName: product.name,
      statusLabel: statusLabelOf(addOn.sub, today),
      allowed: block === null,
      block: blockView(block, t),
      endDate,
      endDateLabel: formatDate(endDate),
      noticeTexts: [`Lisätilaus päättyy nykyisen tilausjakson lopussa ${formatDate(endDate)}.`],
      readingRightsText: addOnReadingText(addOn.product.name, endDate),
      addOns: [],
      cancellableAddOns: [],
      offers: [],
      canSuspend: false,
    };
  }
  const block = mainBlockOf(t);
  const { endDate, addOns } = mainEnding(t);
  return {
    kind: 'MAIN',
    subscriptionNumber: sub.subscriptionNumber,
    addOnNumber: null,
    productName: product.name,
    mainProductName: product.name,
    statusLabel: statusLabelOf(sub, today),
    allowed: block === null,
    block: blockView(block, t),
    endDate,
    endDateLabel: formatDate(endDate),
    noticeTexts: mainNotices(t, endDate),
    readingRightsText: mainReadingText(t, endDate),
    addOns: addOns.map(({ subscriptionNumber, productName, endDateLabel }) => ({
      subscriptionNumber,
      productName,
      endDateLabel,
    })),
    // Only add-ons that could be cancelled today are offered as the smaller step.
    cancellableAddOns:
      block === null
        ? runningAddOns(t)
            .filter(
              (m) => m.sub.status === 'ACTIVE' && today >= addOnCancellableFrom(m.sub.startDate),
            )
            .map((m) => ({
              subscriptionNumber: m.sub.subscriptionNumber,
              productName: m.productName,
            }))
        : [],
    offers: await offersToShow(db, t, block !== null),
    canSuspend: block === null && canSuspend(t),
  };
}
