// Calendar date ranges ('yyyy-MM-dd', both ends included) as suspensions and address changes
// hold them. The one place that says when two of them collide and when one covers a day.

/** Both ends included; a null end is open (a permanent address change has none). */
export interface DateRange {
  startDate: string;
  endDate: string | null;
}

/**
 * Spec §4/§5: inclusive ranges overlap, so one ending on the day the other starts overlaps it.
 * Suspensions and temporary address changes of a subscription may not overlap each other.
 */
export function rangesOverlap(a: DateRange, b: DateRange): boolean {
  const aEndsBeforeB = a.endDate !== null && a.endDate < b.startDate;
  const bEndsBeforeA = b.endDate !== null && b.endDate < a.startDate;
  return !aEndsBeforeB && !bEndsBeforeA;
}

/** The range covers `date`: from its first to its last day, both included. */
export const coversDate = (range: DateRange, date: string): boolean =>
  rangesOverlap(range, { startDate: date, endDate: date });
