import { and, eq, gte, inArray, isNull, lte, or } from 'drizzle-orm';
import type { PublicationCalendar } from '~/domain/delivery/calendar';
import { type AddressOnDate, deliveryZipOn } from '~/domain/delivery/subscription-on-date';
import type { TroubleRow } from '~/domain/delivery/status-texts';
import { addDays } from '~/domain/shared/dates';
import { suspensionRunsOn } from '~/domain/suspensions/runs-on';
import { nonWorkingDays } from '../../calendar/holidays';
import { publicationCalendarOf } from '../../calendar/publication-calendar';
import type { Db } from '../../db/client';
import { addressChanges, suspensions } from '../../db/schema/changes';
import { deliveryReclamations, deliveryTroubles } from '../../db/schema/delivery';
import { overlapsDates } from '../../subscriptions/overlapping-dates';
import type { DeliverySubscription, Subscriber } from './load-delivery-subscription';
import { readTogether } from '../../db/read-together';
import { extensionHorizon } from './extended-end';

const laterOf = (a: string, b: string): string => (a > b ? a : b);

// What the status page and the report decision read about the days from `from` to today: the
// area's troubles, suspensions, address changes, earlier reports and the calendars (the
// publication calendar also far enough after the period's end for a compensation's extension).

export interface DeliveryFacts {
  /** The delivery zip code of each day asked about. */
  zipOn: (date: string) => string;
  troubles: (TroubleRow & { zipCode: string })[];
  suspensions: { startDate: string; endDate: string }[];
  calendar: PublicationCalendar;
  nonWorkingDays: ReadonlySet<string>;
}

export async function loadDeliveryFacts(
  db: Db,
  s: DeliverySubscription,
  subscriber: Subscriber,
  from: string,
  today: string,
): Promise<DeliveryFacts> {
  const [changes, susp, calendar] = await readTogether(db, [
    () =>
      db
        .select({
          changeType: addressChanges.changeType,
          startDate: addressChanges.startDate,
          endDate: addressChanges.endDate,
          zipCode: addressChanges.zipCode,
        })
        .from(addressChanges)
        .where(
          and(
            eq(addressChanges.subscriptionId, s.sub.id),
            isNull(addressChanges.cancelledAt),
            lte(addressChanges.startDate, today),
          ),
        ),
    () =>
      db
        .select({ startDate: suspensions.startDate, endDate: suspensions.endDate })
        .from(suspensions)
        .where(
          and(
            eq(suspensions.subscriptionId, s.sub.id),
            isNull(suspensions.cancelledAt),
            overlapsDates(suspensions, { startDate: from, endDate: today }),
          ),
        ),
    // Up to where a compensation's extension may reach, so the status can show its dates.
    () =>
      publicationCalendarOf(
        db,
        s.product.id,
        from,
        laterOf(today, extensionHorizon(s.sub.periodEndDate)),
      ),
  ]);
  if (!calendar) throw new Error(`Subscription refers to a missing product ${s.product.id}`);
  const homeZip = subscriber.zipCode ?? '';
  const moves: AddressOnDate[] = changes;
  const zipOn = (date: string) => deliveryZipOn(homeZip, moves, date);
  const zips = new Set<string>([homeZip]);
  for (let d = from; d <= today; d = addDays(d, 1)) zips.add(zipOn(d));
  const troubles = await db
    .select({
      zipCode: deliveryTroubles.zipCode,
      reason: deliveryTroubles.reason,
      deliveryDate: deliveryTroubles.deliveryDate,
      reportedByDeliverer: deliveryTroubles.reportedByDeliverer,
      endedAt: deliveryTroubles.endedAt,
    })
    .from(deliveryTroubles)
    .where(
      and(
        inArray(deliveryTroubles.zipCode, [...zips]),
        gte(deliveryTroubles.deliveryDate, from),
        lte(deliveryTroubles.deliveryDate, today),
        or(isNull(deliveryTroubles.familyId), eq(deliveryTroubles.familyId, s.product.familyId)),
      ),
    );
  return {
    zipOn,
    // A trouble counts for a day only where the paper went that day.
    troubles: troubles.filter((t) => t.zipCode === zipOn(t.deliveryDate)),
    suspensions: susp,
    calendar,
    // Two weeks ahead covers every redelivery date (at most 3 working days over holidays).
    nonWorkingDays: nonWorkingDays(from, addDays(today, 14)),
  };
}

export const suspendedOn = (facts: DeliveryFacts, date: string): boolean =>
  facts.suspensions.some((x) => suspensionRunsOn(x, date));

/** Earlier reports of the subscription from `since` on (its delivery dates and compensation). */
export function earlierReports(db: Db, subscriptionId: string, since: string) {
  return db
    .select({
      deliveryDate: deliveryReclamations.deliveryDate,
      compensation: deliveryReclamations.compensation,
    })
    .from(deliveryReclamations)
    .where(
      and(
        eq(deliveryReclamations.subscriptionId, subscriptionId),
        gte(deliveryReclamations.deliveryDate, since),
      ),
    );
}
