import { addDays, diffInDays } from '../shared/dates';
import type { DeliveryType } from '../subscriptions/enums';
import { type DateSet, addWorkingDays, isWorkingDay } from './calendar';
import { SAME_DAY_REDELIVERY_CUTOFF, deliveryPhase } from './delivery-times';
import type { CompensationType, DeliveryComplaint, DeliveryReclaimResult } from './enums';

// The server's answer to one delivery-trouble report (spec §8 reclaim result codes): plain facts
// in, one code out. The rules and their order are explained in
// docs/decisions/0012-delivery-reclamations.md; every code has its own unit test.

/** Compensated reports (a new copy or an extension) allowed within one subscription period. */
export const MAX_COMPENSATIONS_PER_PERIOD = 3;

/** A newspaper older than this many days is no longer sent again, not even by letter. */
const MAX_REDELIVERY_AGE_DAYS = 3;

/** A known delivery trouble on the reported day in the subscriber's area. */
export interface TroubleFact {
  ongoing: boolean;
  reportedByDeliverer: boolean;
}

export interface ReclaimFacts {
  /** The issue reported, 'yyyy-MM-dd' (the last 7 days, checked by the caller). */
  date: string;
  today: string;
  /** Helsinki minutes after midnight, now. */
  minutesNow: number;
  complaint: DeliveryComplaint;
  compensation: CompensationType;
  /** NEWSPAPER or MAGAZINE. */
  productGroup: string;
  /** effectiveDeliveryType(): null when it cannot be told. */
  deliveryType: DeliveryType | null;
  /** The subscription was running on `date` (started, not ended, not waiting). */
  validOnDate: boolean;
  /** `date` is a publication day of the product. */
  publishedOnDate: boolean;
  /** A suspension covered `date`. */
  suspendedOnDate: boolean;
  /** An earlier report of the same subscription for `date`, if any. */
  earlierReport: { compensated: boolean } | null;
  /** The known trouble on `date` in the area that explains the most, if any. */
  trouble: TroubleFact | null;
  /** Compensated reports already accepted for issues of the same subscription period. */
  compensationsInPeriod: number;
  /** The subscription's last day, null while it runs on. */
  subscriptionEndDate: string | null;
  /** Public and bank holidays (for working days). */
  nonWorkingDays: DateSet;
}

export interface ReclaimDecision {
  code: DeliveryReclaimResult;
  /** When the new copy arrives or the letter leaves at the latest, where a code has a date. */
  redeliveryDate?: string;
}

/** Codes under which the report is stored; every other code refuses it and nothing is saved. */
const ACCEPTED_CODES: ReadonlySet<DeliveryReclaimResult> = new Set([
  'CUSTOMER_CAN_PLACE_DELIVERY_RECLAIM',
  'REDELIVERY_TIME_CLOSED_REDELIVERED_TODAY',
  'REDELIVERY_TIME_CLOSED_REDELIVERED_TOMORROW',
  'REDELIVERY_TIME_CLOSED_REDELIVERED_NEXT_BUSINESS_DAY',
  'EARLY_MORNING_DELIVERY_NEXT_BUSINESS_DAY',
  'POSTAL_DELIVERY_BOX_NEXT_DAY',
  'REDELIVERY_BY_POST',
  'PICK_IT_UP_YOURSELF',
]);

export const isAccepted = (code: DeliveryReclaimResult): boolean => ACCEPTED_CODES.has(code);

/** Complaints about a paper that has not (yet) come: only these wait for the delivery. */
const NOT_ARRIVED: ReadonlySet<DeliveryComplaint> = new Set(['PAPER_MISSING', 'PAPER_LATE']);

export function decideReclaim(f: ReclaimFacts): ReclaimDecision {
  if (!f.validOnDate) return { code: 'CUSTOMER_DOES_NOT_HAVE_VALID_SUBSCRIPTION' };
  if (!f.publishedOnDate) return { code: 'PAPER_IS_NOT_PUBLISHED_IN_REQUESTED_DATE' };
  if (f.suspendedOnDate) return { code: 'CUSTOMER_SUBSCRIPTION_IS_SUSPENDED' };
  if (f.earlierReport) {
    return {
      code: f.earlierReport.compensated
        ? 'ALREADY_COMPENSATED'
        : 'CUSTOMER_HAS_ALREADY_PLACED_DELIVERY_RECLAIM_IN_GIVEN_DATE',
    };
  }
  if (f.deliveryType === null) return { code: 'UNKNOWN' };
  const isToday = f.date === f.today;
  if (isToday && f.productGroup === 'MAGAZINE') {
    return { code: 'CANNOT_RECLAIM_MAGAZINE_ON_DELIVERYDATE', redeliveryDate: addDays(f.today, 1) };
  }
  if (NOT_ARRIVED.has(f.complaint)) {
    const waiting = waitingCode(f, f.deliveryType, isToday);
    if (waiting) return { code: waiting };
  }
  if (
    f.compensation !== 'NO_COMPENSATION' &&
    f.compensationsInPeriod >= MAX_COMPENSATIONS_PER_PERIOD
  ) {
    return { code: 'CUSTOMER_HAS_ALREADY_RECLAIMED_SUBSCRIPTION_PERIOD_COMPENSATION' };
  }
  if (f.compensation !== 'REPLACEMENT_ISSUE')
    return { code: 'CUSTOMER_CAN_PLACE_DELIVERY_RECLAIM' };
  const redelivery = redeliveryOf(f, f.deliveryType);
  if (
    redelivery.redeliveryDate !== undefined &&
    f.subscriptionEndDate !== null &&
    redelivery.redeliveryDate > f.subscriptionEndDate
  ) {
    return { code: 'PAPER_CANNOT_BE_REDELIVERED' };
  }
  return redelivery;
}

/** A paper that may still come, or a trouble already known: the customer need not report. */
function waitingCode(
  f: ReclaimFacts,
  type: DeliveryType,
  isToday: boolean,
): DeliveryReclaimResult | null {
  if (isToday) {
    const phase = deliveryPhase(type, f.minutesNow);
    if (phase === 'SCHEDULED') return 'DELIVERY_SCHEDULED';
    if (phase === 'ONGOING') return 'DELIVERY_ONGOING';
  }
  if (!f.trouble) return null;
  if (f.trouble.ongoing) {
    return f.trouble.reportedByDeliverer
      ? 'DELIVERY_TROUBLE_REPORTED_BY_DELIVERER'
      : 'DELIVERY_TROUBLE_ONGOING';
  }
  // The trouble is over and the papers came late: a late paper is already known. A paper that
  // did not come at all after the trouble ended is a new matter and goes on as usual.
  return f.complaint === 'PAPER_LATE' ? 'DELIVERY_TROUBLE_ENDED' : null;
}

/** How a new copy reaches the subscriber, by delivery type, the age and time of day. */
function redeliveryOf(f: ReclaimFacts, type: DeliveryType): ReclaimDecision {
  const age = diffInDays(f.today, f.date);
  const nextWorkingDay = addWorkingDays(f.today, 1, f.nonWorkingDays);
  const byLetter: ReclaimDecision = {
    code: 'REDELIVERY_BY_POST',
    redeliveryDate: addWorkingDays(f.today, 3, f.nonWorkingDays),
  };
  if (type === 'POSTAL_DELIVERY') {
    if (age <= 1) return { code: 'POSTAL_DELIVERY_BOX_NEXT_DAY', redeliveryDate: nextWorkingDay };
    // A magazine keeps its value for weeks; yesterday's news does not.
    if (f.productGroup === 'MAGAZINE' || age <= MAX_REDELIVERY_AGE_DAYS) return byLetter;
    return { code: 'REDELIVERY_TIME_CLOSED' };
  }
  if (age === 0) {
    const workingDay = isWorkingDay(f.today, f.nonWorkingDays);
    if (f.minutesNow < SAME_DAY_REDELIVERY_CUTOFF) {
      // The daytime courier runs on working days; on other days a copy waits at a kiosk.
      return workingDay
        ? { code: 'REDELIVERY_TIME_CLOSED_REDELIVERED_TODAY', redeliveryDate: f.today }
        : { code: 'PICK_IT_UP_YOURSELF', redeliveryDate: f.today };
    }
    // The extra copy comes with a morning delivery, and carriers take extras on working days.
    const tomorrow = addDays(f.today, 1);
    return isWorkingDay(tomorrow, f.nonWorkingDays)
      ? { code: 'REDELIVERY_TIME_CLOSED_REDELIVERED_TOMORROW', redeliveryDate: tomorrow }
      : {
          code: 'REDELIVERY_TIME_CLOSED_REDELIVERED_NEXT_BUSINESS_DAY',
          redeliveryDate: nextWorkingDay,
        };
  }
  if (age === 1) {
    return { code: 'EARLY_MORNING_DELIVERY_NEXT_BUSINESS_DAY', redeliveryDate: nextWorkingDay };
  }
  if (age <= MAX_REDELIVERY_AGE_DAYS) return byLetter;
  return { code: 'REDELIVERY_TIME_CLOSED' };
}
