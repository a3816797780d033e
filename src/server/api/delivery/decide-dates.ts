import { isPublicationDay } from '~/domain/delivery/calendar';
import type { ReclaimDateResult } from '~/domain/delivery/delivery-status';
import { effectiveDeliveryType } from '~/domain/delivery/delivery-times';
import type { ReclaimFields } from '~/domain/delivery/reclaim-input';
import { decideReclaim, isAccepted } from '~/domain/delivery/reclaim-decision';
import { reclaimMessage } from '~/domain/delivery/reclaim-messages';
import { troubleOn } from '~/domain/delivery/status-texts';
import { inRange, periodOf, validOn } from '~/domain/delivery/subscription-on-date';
import { formatDate } from '~/domain/shared/dates';
import type { Db } from '../../db/client';
import { earlierReports, loadDeliveryFacts, suspendedOn } from './load-delivery-facts';
import type { DeliverySubscription, Subscriber } from './load-delivery-subscription';

export type DecidedDate = Omit<ReclaimDateResult, 'reference'>;

/**
 * The decision for each reported day, oldest first. A day accepted earlier in the same report
 * counts towards the period's compensations of the days after it, as if reported one by one.
 */
export async function decideDates(
  tx: Db,
  s: DeliverySubscription,
  subscriber: Subscriber,
  input: ReclaimFields,
  now: { today: string; minutes: number },
): Promise<DecidedDate[]> {
  const dates = [...input.dates].sort();
  const first = dates[0] ?? now.today;
  const facts = await loadDeliveryFacts(tx, s, subscriber, first, now.today);
  const since = periodOf(s.sub, first).from;
  const reports = (await earlierReports(tx, s.sub.id, since)).map((r) => ({
    date: r.deliveryDate,
    compensated: r.compensation !== 'NO_COMPENSATION',
  }));
  const deliveryType = effectiveDeliveryType(s.sub.deliveryType, s.product.productGroup);
  const decided: DecidedDate[] = [];
  for (const date of dates) {
    const earlier = reports.find((r) => r.date === date);
    const period = periodOf(s.sub, date);
    const trouble = troubleOn(date, facts.troubles);
    const decision = decideReclaim({
      date,
      today: now.today,
      minutesNow: now.minutes,
      complaint: input.complaint,
      compensation: input.compensation,
      productGroup: s.product.productGroup,
      deliveryType,
      validOnDate: validOn(s.sub, date),
      publishedOnDate: isPublicationDay(date, facts.calendar),
      suspendedOnDate:
        suspendedOn(facts, date) || (s.sub.status === 'SUSPENDED' && date === now.today),
      earlierReport: earlier ? { compensated: earlier.compensated } : null,
      trouble: trouble?.fact ?? null,
      compensationsInPeriod: reports.filter((r) => r.compensated && inRange(r.date, period)).length,
      subscriptionEndDate: s.sub.endDate,
      nonWorkingDays: facts.nonWorkingDays,
    });
    const accepted = isAccepted(decision.code);
    if (accepted) {
      reports.push({ date, compensated: input.compensation !== 'NO_COMPENSATION' });
    }
    decided.push({
      date,
      dateLabel: formatDate(date),
      code: decision.code,
      accepted,
      ...reclaimMessage(decision, {
        date,
        deliveryType,
        compensation: input.compensation,
        ...(trouble ? { troubleLabel: trouble.label } : {}),
      }),
    });
  }
  return decided;
}
