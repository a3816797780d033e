import { addDays } from '../shared/dates';
import type { SubscriptionStatus, SubscriptionType } from '../subscriptions/enums';

// What a payment method change and a billing period change have in common: both take effect when
// the billing period changes (spec §4), so both need a subscription that has a next period, and
// the customer who pays for it acting directly (spec §6).

export interface BillingFacts {
  status: SubscriptionStatus;
  subscriptionType: SubscriptionType;
  /** FINISHED, or the end date has passed. */
  ended: boolean;
  /** The last day of the subscription, if it has one. */
  endDate: string | null;
  periodEndDate: string;
  isCompany: boolean;
  /** The session's customer pays: not the subscriber of a gift or of a company-paid order. */
  isPayer: boolean;
  /** Managed in Ruutu, Supla or an app store. */
  managedElsewhere: boolean;
  /** A product change (or a switch to digital) is being processed (spec §4). */
  orderChangeInProgress: boolean;
}

export const BILLING_REASONS = {
  ended: 'Tilaus on jo päättynyt.',
  managedElsewhere:
    'Tätä tilausta hallitaan toisessa palvelussa (Ruutu, Supla tai sovelluskauppa), ja se maksetaan siellä.',
  company: 'Yritystilauksen laskutuksen muutokset tehdään käsittelypyynnöllä.',
  notPayer: 'Tilauksen maksaa toinen asiakas, joten vain maksaja voi muuttaa sen laskutusta.',
  noNextPeriod:
    'Tilaus päättyy nykyisen laskutuskauden lopussa, joten sen laskutusta ei voi enää muuttaa.',
  notRunning: 'Tilauksen laskutusta ei voi muuttaa juuri nyt.',
  changeInProgress:
    'Tilauksen edellinen muutos on vielä käsittelyssä. Laskutusta voi muuttaa, kun se on valmis.',
} as const;

const RUNNING: ReadonlySet<SubscriptionStatus> = new Set([
  'ACTIVE',
  'SUSPENDED',
  'ACTIVE_ORDER_BEING_RENEWED',
]);

/** Why the subscription's billing cannot be changed, most final reason first; null if it can. */
export function billingChangeBlock(f: BillingFacts): string | null {
  if (f.ended || f.status === 'FINISHED') return BILLING_REASONS.ended;
  if (f.managedElsewhere) return BILLING_REASONS.managedElsewhere;
  if (f.isCompany) return BILLING_REASONS.company;
  if (!f.isPayer) return BILLING_REASONS.notPayer;
  if (f.status === 'CANCELLED' || !hasNextPeriod(f)) return BILLING_REASONS.noNextPeriod;
  if (!RUNNING.has(f.status)) return BILLING_REASONS.notRunning;
  if (f.orderChangeInProgress) return BILLING_REASONS.changeInProgress;
  return null;
}

/** A next billing period exists unless the subscription ends with the current one. */
export function hasNextPeriod(f: Pick<BillingFacts, 'endDate' | 'periodEndDate'>): boolean {
  return f.endDate === null || f.endDate > f.periodEndDate;
}

/** Spec §4: changes take effect when the billing period changes, i.e. the next period's first day. */
export const nextPeriodStart = (periodEndDate: string): string => addDays(periodEndDate, 1);
