import { endAfterExtraIssues, isPublicationDay } from '~/domain/delivery/calendar';
import type { DeliveryKind, DeliveryStatus } from '~/domain/delivery/delivery-status';
import { effectiveDeliveryType, helsinkiMinutesOfDay } from '~/domain/delivery/delivery-times';
import {
  RECLAIM_BLOCK_REASONS,
  hasPaper,
  reclaimBlock,
} from '~/domain/delivery/reclaim-eligibility';
import {
  DELIVERY_TYPE_LABELS,
  KIND_TEXTS,
  reportDate,
  reportWindow,
  sortTroubles,
  todayText,
  troubleItem,
} from '~/domain/delivery/status-texts';
import { extensionHint } from '~/domain/delivery/labels';
import { validOn } from '~/domain/delivery/subscription-on-date';
import type { ProductFormat } from '~/domain/subscriptions/enums';
import type { AppDeps, AuthContext } from '../../app-context';
import { findOwnSubscription } from '../../subscriptions/load-subscription-facts';
import { subscriptionNotFound } from './delivery-errors';
import { loadDeliveryFacts, suspendedOn } from './load-delivery-facts';
import { eligibilityFacts, customerOf } from './load-delivery-subscription';

/**
 * GET /subscriptions/{n}/delivery-status: the known delivery troubles where the subscriber's paper
 * goes (zip code and product family) during the report window, today's delivery in a sentence,
 * and whether this account may report a trouble. Another customer's number answers 404.
 */
export async function getDeliveryStatus(
  { db, clock }: AppDeps,
  auth: AuthContext,
  number: string,
): Promise<DeliveryStatus> {
  const own = await findOwnSubscription(db, auth.customerIds, number);
  if (!own) throw subscriptionNotFound();
  const today = clock.today();
  const subscriber = await customerOf(db, own.sub.customerId);
  const eligibility = eligibilityFacts(own, subscriber, auth.customerIds);
  const base = {
    subscriptionNumber: own.sub.subscriptionNumber,
    productName: own.product.name,
    deliveryTypeLabel: null,
    todayText: null,
    troubles: [],
    canReport: false,
    reportBlockedReason: null,
    reportDates: [],
    extensionHint: null,
  };
  const window = reportWindow(today);
  const from = window[window.length - 1] ?? today;
  const kind: DeliveryKind = !hasPaper(own.sub.productFormat as ProductFormat)
    ? 'DIGITAL_ONLY'
    : eligibility.isGiftGiver
      ? 'GIFT_GIVER'
      : !validOn(own.sub, from) && !validOn(own.sub, today)
        ? 'ENDED'
        : 'PAPER';
  if (kind !== 'PAPER') return { ...base, kind, kindText: KIND_TEXTS[kind] };

  const facts = await loadDeliveryFacts(db, own, subscriber, from, today);
  const type = effectiveDeliveryType(own.sub.deliveryType, own.product.productGroup);
  const troubles = sortTroubles(facts.troubles);
  const block = reclaimBlock(eligibility);
  return {
    ...base,
    kind,
    kindText: null,
    deliveryTypeLabel: type ? DELIVERY_TYPE_LABELS[type] : null,
    todayText: type
      ? todayText({
          publishedToday: isPublicationDay(today, facts.calendar),
          suspendedToday: suspendedOn(facts, today),
          deliveryType: type,
          productGroup: own.product.productGroup,
          minutesNow: helsinkiMinutesOfDay(clock.now()),
          troubleToday: troubles.some((t) => t.deliveryDate === today && t.endedAt === null),
        })
      : null,
    troubles: troubles.map(troubleItem),
    canReport: block === null,
    reportBlockedReason: block === null ? null : RECLAIM_BLOCK_REASONS[block],
    reportDates: window
      .filter((d) => isPublicationDay(d, facts.calendar) && validOn(own.sub, d))
      .map((d) => reportDate(d, today)),
    extensionHint:
      block === null
        ? extensionHint(
            own.sub.periodEndDate,
            endAfterExtraIssues(own.sub.periodEndDate, 1, facts.calendar),
          )
        : null,
  };
}
