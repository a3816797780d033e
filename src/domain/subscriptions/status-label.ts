import { z } from 'zod';
import { formatDate } from '../shared/dates';
import type { StatusBadge } from '../shared/status-badge';
import type { ProductFormat, SubscriptionStatus, SubscriptionType } from './enums';

export const subscriptionDisplayStateSchema = z.enum([
  'ACTIVE',
  'FUTURE_START',
  'SUSPENDED',
  'FIXED_TERM_ENDING',
  'TERMINATED',
  'ENDS_IN_FUTURE',
  'ENDED_IN_PAST',
  'UNKNOWN',
]);
export type SubscriptionDisplayState = z.infer<typeof subscriptionDisplayStateSchema>;

export interface SubscriptionStateInput {
  status: SubscriptionStatus;
  subscriptionType: SubscriptionType;
  productFormat: ProductFormat;
  startDate: string;
  /** subscriptionEndDate: null while a subscription runs on with no end decided. */
  endDate: string | null;
  orderChangeInProgress: boolean;
}

const ORDER_CHANGE_MARKER = ' (tilausmuutos käsittelyssä)';

/**
 * Where the spec (§4) is silent, these decisions hold:
 * - The end date is the last valid day, so an end date is "reached" (ENDED_IN_PAST) only
 *   from the following day; on the end date itself the subscription still "päättyy".
 * - ACTIVE with a future end date depends on why it ends: FIXED_TERM ends by its term
 *   ("määräaikainen"); a RECURRING subscription only gets an end date when someone ended it,
 *   so it is TERMINATED ("lopetettu ja se päättyy"); other types (sample, free, single copy,
 *   control) simply run out, so they show the neutral ENDS_IN_FUTURE "Päättyy {date}".
 * - CANCELLED (ended at period end) with a future or missing end date is ENDS_IN_FUTURE with
 *   the period-end wording; without a date the sentence stops before "ja se päättyy".
 * - ACTIVE_ORDER_BEING_RENEWED ignores the end date: renewal is about to move it.
 * - WAITING_CONFIRMATION is an order not yet confirmed, so it reads like PENDING.
 * - PENDING shows 'Tilaus voimassa' only for DIGI from its start date on (reading opens then);
 *   before that, and for PAPER_AND_DIGI still waiting for delivery, 'Tilaus alkaa {date}'.
 */
export function subscriptionDisplayState(
  sub: SubscriptionStateInput,
  today: string,
): SubscriptionDisplayState {
  switch (sub.status) {
    case 'PENDING':
    case 'WAITING_CONFIRMATION':
      return sub.productFormat === 'DIGI' && sub.startDate <= today ? 'ACTIVE' : 'FUTURE_START';
    case 'SUSPENDED':
      return 'SUSPENDED';
    case 'FINISHED':
      return 'ENDED_IN_PAST';
    case 'UNKNOWN':
      return 'UNKNOWN';
    case 'ACTIVE_ORDER_BEING_RENEWED':
      return 'ACTIVE';
    case 'CANCELLED':
      return hasEnded(sub.endDate, today) ? 'ENDED_IN_PAST' : 'ENDS_IN_FUTURE';
    case 'ACTIVE':
      return activeState(sub, today);
  }
}

function activeState(sub: SubscriptionStateInput, today: string): SubscriptionDisplayState {
  if (sub.endDate === null) return 'ACTIVE';
  if (hasEnded(sub.endDate, today)) return 'ENDED_IN_PAST';
  if (sub.subscriptionType === 'FIXED_TERM') return 'FIXED_TERM_ENDING';
  if (sub.subscriptionType === 'RECURRING') return 'TERMINATED';
  return 'ENDS_IN_FUTURE';
}

// Calendar dates are 'yyyy-MM-dd' strings, which sort as the days they name.
function hasEnded(endDate: string | null, today: string): boolean {
  return endDate !== null && today > endDate;
}

/** The Finnish status line of a subscription card (spec §4), with the change marker. */
export function subscriptionStatusLabel(sub: SubscriptionStateInput, today: string): string {
  return subscriptionStatus(sub, today).statusLabel;
}

/** The display state, its status line and its badge together, the state decided once. */
export function subscriptionStatus(
  sub: SubscriptionStateInput,
  today: string,
): { displayState: SubscriptionDisplayState; statusLabel: string; badge: StatusBadge } {
  const displayState = subscriptionDisplayState(sub, today);
  const label = baseLabel(sub, displayState);
  return {
    displayState,
    statusLabel: sub.orderChangeInProgress ? `${label}${ORDER_CHANGE_MARKER}` : label,
    badge: subscriptionBadge(displayState, sub.orderChangeInProgress),
  };
}

const BADGE_BY_STATE: Record<SubscriptionDisplayState, StatusBadge> = {
  ACTIVE: 'active',
  FUTURE_START: 'starting',
  SUSPENDED: 'suspended',
  FIXED_TERM_ENDING: 'ending',
  TERMINATED: 'ending',
  ENDS_IN_FUTURE: 'ending',
  ENDED_IN_PAST: 'ended',
  UNKNOWN: 'unknown',
};

/**
 * A subscription's status badge (issue 34): its display state, except that a change of order in
 * progress is what the subscriber most needs to see (the label says both: "Tilaus voimassa
 * (tilausmuutos käsittelyssä)"). An ended subscription stays ended whatever is pending.
 */
export function subscriptionBadge(
  state: SubscriptionDisplayState,
  orderChangeInProgress: boolean,
): StatusBadge {
  if (orderChangeInProgress && state !== 'ENDED_IN_PAST') return 'pending';
  return BADGE_BY_STATE[state];
}

function baseLabel(sub: SubscriptionStateInput, state: SubscriptionDisplayState): string {
  const end = (): string => formatDate(sub.endDate);
  switch (state) {
    case 'ACTIVE':
      return 'Tilaus voimassa';
    case 'FUTURE_START':
      return `Tilaus alkaa ${formatDate(sub.startDate)}`;
    case 'SUSPENDED':
      return 'Tilauksen jakelu keskeytetty';
    case 'FIXED_TERM_ENDING':
      return `Tilaus on määräaikainen ja se päättyy ${end()}`;
    case 'TERMINATED':
      return `Tilaus on lopetettu ja se päättyy ${end()}`;
    case 'ENDS_IN_FUTURE':
      if (sub.status !== 'CANCELLED') return `Päättyy ${end()}`;
      return sub.endDate === null
        ? 'Tilaus on lopetettu tilausjakson loppuun'
        : `Tilaus on lopetettu tilausjakson loppuun ja se päättyy ${end()}`;
    case 'ENDED_IN_PAST':
      return 'Päättynyt';
    case 'UNKNOWN':
      return 'Tilauksen tila tuntematon';
  }
}
