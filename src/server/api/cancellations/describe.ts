import {
  addOnEndWithMain,
  addOnOwnEndDate,
  cancellationEndDate,
} from '~/domain/cancellation/end-dates';
import {
  distanceSellingText,
  noticePeriodText,
  readingRightsText,
} from '~/domain/cancellation/notices';
import { formatDate } from '~/domain/shared/dates';
import type {
  PeriodUnit,
  ProductFormat,
  SubscriptionStatus,
  SubscriptionType,
} from '~/domain/subscriptions/enums';
import { subscriptionStatusLabel } from '~/domain/subscriptions/status-label';
import type { subscriptions } from '../../db/schema/subscriptions';
import { type MainTarget, runningAddOns } from './load-target';

// Texts of the cancellation pages, computed from the rows with the domain's rules.

type SubRow = typeof subscriptions.$inferSelect;

const periodOf = (s: SubRow) => ({
  periodStartDate: s.periodStartDate,
  periodEndDate: s.periodEndDate,
  periodLength: s.periodLength,
  periodUnit: s.periodUnit as PeriodUnit,
  endDate: s.endDate,
});

export const statusLabelOf = (s: SubRow, today: string): string =>
  subscriptionStatusLabel(
    {
      status: s.status as SubscriptionStatus,
      subscriptionType: s.subscriptionType as SubscriptionType,
      productFormat: s.productFormat as ProductFormat,
      startDate: s.startDate,
      endDate: s.endDate,
      orderChangeInProgress: s.orderChangeInProgress,
    },
    today,
  );

/** The main subscription's end if cancelled now, and the add-ons that end with it. */
export function mainEnding(t: MainTarget) {
  const { sub } = t.own;
  const endDate = cancellationEndDate(periodOf(sub));
  const addOnEnd = addOnEndWithMain(endDate, periodOf(sub));
  const addOns = runningAddOns(t).map((m) => ({
    id: m.sub.id,
    subscriptionNumber: m.sub.subscriptionNumber,
    productName: m.productName,
    endDate: addOnEnd,
    endDateLabel: formatDate(addOnEnd),
  }));
  return { endDate, addOns };
}

export const addOnEnding = (addOn: SubRow): string => addOnOwnEndDate(periodOf(addOn));

export function mainNotices(t: MainTarget, endDate: string): string[] {
  const { sub } = t.own;
  const right = distanceSellingText(
    { startDate: sub.startDate, productFormat: sub.productFormat as ProductFormat },
    t.today,
  );
  const notice = noticePeriodText(sub.subscriptionType as SubscriptionType, endDate);
  return right === null ? [notice] : [notice, right];
}

export const mainReadingText = (t: MainTarget, endDate: string): string =>
  readingRightsText(t.own.sub.productFormat as ProductFormat, endDate, t.facts.sharedRights);

export function addOnReadingText(productName: string, endDate: string): string {
  return (
    `${productName} on käytössäsi ${formatDate(endDate)} asti. Päätilauksesi jatkuu normaalisti. ` +
    'Voit tilata lisätilauksen myöhemmin uudelleen Lisätilaukset-sivulta.'
  );
}
