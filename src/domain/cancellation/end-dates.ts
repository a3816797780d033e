import { periodEndContaining } from '../add-ons/start-date';
import type { PeriodUnit } from '../subscriptions/enums';

interface Period {
  periodStartDate: string;
  periodEndDate: string;
  periodLength: number;
  periodUnit: PeriodUnit;
  /** A fixed-term order may end before its period does. */
  endDate: string | null;
}

const earlier = (a: string, b: string | null): string => (b !== null && b < a ? b : a);

/** Spec §4: cancellation ends the subscription at the end of the current period. */
export function cancellationEndDate(sub: Period): string {
  return earlier(sub.periodEndDate, sub.endDate);
}

/**
 * Spec §4: an add-on ends with the main subscription's period that contains the main order's
 * end. Add-on periods follow the main one (docs/decisions/0008), so this is the main's end.
 */
export function addOnEndWithMain(mainEnd: string, main: Period): string {
  if (mainEnd < main.periodStartDate) return mainEnd;
  return periodEndContaining(mainEnd, main);
}

/** An add-on cancelled on its own ends with its own current period. */
export function addOnOwnEndDate(addOn: Period): string {
  return earlier(addOn.periodEndDate, addOn.endDate);
}
