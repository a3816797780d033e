import { tz } from '@date-fns/tz';
import { format } from 'date-fns';
import type { DeliveryType } from '../subscriptions/enums';
import { HELSINKI } from '../shared/dates';

// When a day's paper is on its way, in Helsinki minutes after midnight. Early-morning delivery
// (the paper's own carriers) runs 3:00-7:00; a paper coming with the post arrives 9:00-17:00.
// Before the start the delivery is scheduled, until the deadline it is ongoing: a missing paper
// may still come, so it cannot be reported yet (docs/decisions/0012-delivery-reclamations.md).

export interface DeliveryWindow {
  start: number;
  deadline: number;
}

export const DELIVERY_WINDOWS: Readonly<Record<DeliveryType, DeliveryWindow>> = {
  EARLY_MORNING_DELIVERY: { start: 3 * 60, deadline: 7 * 60 },
  POSTAL_DELIVERY: { start: 9 * 60, deadline: 17 * 60 },
};

/** A courier brings today's missing early-morning paper the same day if reported before noon. */
export const SAME_DAY_REDELIVERY_CUTOFF = 12 * 60;

export type DeliveryPhase = 'SCHEDULED' | 'ONGOING' | 'DONE';

/** Where today's delivery is at `minutes` after midnight. */
export function deliveryPhase(type: DeliveryType, minutes: number): DeliveryPhase {
  const window = DELIVERY_WINDOWS[type];
  if (minutes < window.start) return 'SCHEDULED';
  if (minutes < window.deadline) return 'ONGOING';
  return 'DONE';
}

/** 'klo 7.00': Finnish clock time. */
export function clockLabel(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `klo ${h}.${String(m).padStart(2, '0')}`;
}

const inHelsinki = tz(HELSINKI);

/** Minutes after midnight of an instant in Helsinki time. */
export function helsinkiMinutesOfDay(now: Date): number {
  const [h = 0, m = 0] = format(now, 'HH:mm', { in: inHelsinki }).split(':').map(Number);
  return h * 60 + m;
}

/**
 * The delivery type on record, or the product group's usual one: newspapers come with the
 * early-morning delivery, magazines with the post. Null when neither tells.
 */
export function effectiveDeliveryType(
  deliveryType: string | null,
  productGroup: string,
): DeliveryType | null {
  if (deliveryType === 'EARLY_MORNING_DELIVERY' || deliveryType === 'POSTAL_DELIVERY') {
    return deliveryType;
  }
  if (productGroup === 'NEWSPAPER') return 'EARLY_MORNING_DELIVERY';
  if (productGroup === 'MAGAZINE') return 'POSTAL_DELIVERY';
  return null;
}
