import { formatDate } from '~/domain/shared/dates';
import { formatPricePerPeriod } from '~/domain/shared/period-units';
import type {
  PeriodUnit,
  ProductFormat,
  SubscriptionStatus,
  SubscriptionType,
} from '~/domain/subscriptions/enums';
import { isOrganisation } from '~/domain/customers/enums';
import { statusOn } from '~/domain/subscriptions/effective-status';
import { externalManagerOf } from '~/domain/subscriptions/actions';
import {
  rightsCounts,
  rightsLabel as countsLabel,
  rightsTotal,
} from '~/domain/reading-rights/rights-summary';
import { subscriptionKindLabel as kindLabel } from '~/domain/subscriptions/kind-label';
import { subscriptionNotes } from '~/domain/subscriptions/list-notes';
import { type SubscriptionListScope, hasEnded, listScopeOf } from '~/domain/subscriptions/listing';
import { subscriptionStatus } from '~/domain/subscriptions/status-label';
import type {
  SubscriptionList,
  SubscriptionSummary,
} from '~/domain/subscriptions/subscription-summary';
import { type AppDeps, type AuthContext, hotReadsOf } from '../../app-context';
import { type AddOnCatalogue, addOnCatalogue, listAddOnOffers } from './list-add-on-offers';
import { type ListRow as Row, readList } from './list-subscriptions-read';

/** The subscriptions of the session's customers (as subscriber or payer), one list at a time. */
export async function listSubscriptions(
  deps: AppDeps,
  auth: AuthContext,
  scope: SubscriptionListScope,
): Promise<SubscriptionList> {
  const today = deps.clock.today();
  if (auth.customerIds.length === 0) return { today, subscriptions: [] };
  const { rows, familyModules } = await readList(hotReadsOf(deps), auth.customerIds, today);
  for (const r of rows) r.status = statusOn(r.status as SubscriptionStatus, r.suspensions, today);
  const listed = rows.filter(
    (r) => r.parentSubscriptionId === null && listScopeOf(asListable(r), today) === scope,
  );
  // The customer looks for what ended lately first; the active list keeps the number order.
  if (scope === 'ended') listed.sort(byEndDateDescending);
  const modules = modulesByParent(rows);
  const list: ListContext = {
    today,
    catalogue: addOnCatalogue(scope === 'active' ? familyModules : [], today),
    priceLabel: memoisedPriceLabel(),
  };
  return {
    today,
    subscriptions: listed.map((r) => toSummary(r, modules.get(r.id) ?? [], list)),
  };
}

/** What every card of one list shares, worked out once per list. */
interface ListContext {
  today: string;
  catalogue: AddOnCatalogue;
  priceLabel: (cents: number, length: number, unit: PeriodUnit) => string;
}

/** formatPricePerPeriod once per price and period: a list repeats a few, and Intl is costly. */
function memoisedPriceLabel(): ListContext['priceLabel'] {
  const labels = new Map<string, string>();
  return (cents, length, unit) => {
    const key = `${cents} ${length} ${unit}`;
    let label = labels.get(key);
    if (label === undefined) labels.set(key, (label = formatPricePerPeriod(cents, length, unit)));
    return label;
  };
}

/** The add-on modules of each main subscription, in number order (one pass, not one per card). */
function modulesByParent(rows: readonly Row[]): Map<string, Row[]> {
  const byParent = new Map<string, Row[]>();
  for (const r of rows) {
    if (r.parentSubscriptionId === null) continue;
    const siblings = byParent.get(r.parentSubscriptionId);
    if (siblings) siblings.push(r);
    else byParent.set(r.parentSubscriptionId, [r]);
  }
  return byParent;
}

// Array.sort is stable, so subscriptions ending on the same day stay in number order.
const byEndDateDescending = (a: Row, b: Row): number =>
  (b.endDate ?? '').localeCompare(a.endDate ?? '');

const asListable = (r: Row) => ({
  status: r.status as SubscriptionStatus,
  subscriptionType: r.subscriptionType as SubscriptionType,
  productFormat: r.productFormat as ProductFormat,
  startDate: r.startDate,
  endDate: r.endDate,
  orderChangeInProgress: r.orderChangeInProgress,
});

/**
 * The reading rights' numbers; null when none are included. Company subscriptions have as many
 * rights as paid readers; others what the product includes.
 */
function readingRightsOf(r: Row) {
  const total = rightsTotal(r.readerCount, r.productReadingRights);
  return total > 0 ? { total, claimed: r.claimedRights, pending: r.pendingRights } : null;
}

function toSummary(
  r: Row,
  modules: Row[],
  { today, catalogue, priceLabel }: ListContext,
): SubscriptionSummary {
  const sub = asListable(r);
  const periodUnit = r.periodUnit as PeriodUnit;
  const externalManager = externalManagerOf(r.externallyManaged, r.tags);
  const rights = readingRightsOf(r);
  return {
    id: r.id,
    subscriptionNumber: r.subscriptionNumber,
    productName: r.productName,
    familyId: r.familyId,
    familyName: r.familyName,
    productFormat: sub.productFormat,
    status: sub.status,
    subscriptionType: sub.subscriptionType,
    startDate: r.startDate,
    endDate: r.endDate,
    periodStartDate: r.periodStartDate,
    periodEndDate: r.periodEndDate,
    priceCents: r.priceCents,
    periodUnit,
    periodLength: r.periodLength,
    ...subscriptionStatus(sub, today),
    kindLabel: kindLabel(sub.subscriptionType, r.isSample),
    priceLabel: priceLabel(r.priceCents, r.periodLength, periodUnit),
    periodLabel: `${formatDate(r.periodStartDate)}\u2013${formatDate(r.periodEndDate)}`,
    readingRightsLabel:
      rights && countsLabel(rightsCounts(rights.total, rights.claimed + rights.pending)),
    readingRights: rights,
    notes: subscriptionNotes({ isGift: r.isGift, tags: r.tags, externalManager }),
    modules: modules.map((m) => ({
      subscriptionNumber: m.subscriptionNumber,
      productName: m.productName,
      status: m.status as SubscriptionStatus,
    })),
    addOnOffers: listAddOnOffers(
      r,
      {
        status: sub.status,
        ended: hasEnded(sub, today),
        isCompany: isOrganisation(r.subscriberType),
        externalManager,
        orderChangeInProgress: r.orderChangeInProgress,
      },
      modules,
      catalogue,
    ),
  };
}
