import { z } from 'zod';
import type { ProductFormat, SubscriptionStatus } from './enums';

export const subscriptionActionSchema = z.enum([
  'SUSPEND',
  'ADDRESS_CHANGE',
  'SHARE_READING_RIGHTS',
  'ADD_ON',
  'PRODUCT_CHANGE',
  'CANCEL',
  'COMPANY_REQUEST',
]);
export type SubscriptionAction = z.infer<typeof subscriptionActionSchema>;

/** Where a subscription is managed when not here (spec §6): Ruutu, Supla or an app store. */
export type ExternalManager = 'RUUTU' | 'SUPLA' | 'APP_STORE' | 'OTHER';

/**
 * Everything the rules of all actions need, already looked up: the rules themselves do no I/O.
 * Each verdict takes only the facts it reads (SuspendFacts, AddressChangeFacts, ...), so a
 * caller that wants one verdict looks up only those.
 */
export interface ActionFacts {
  status: SubscriptionStatus;
  productFormat: ProductFormat;
  /** FINISHED, or the end date (the last valid day) has passed. */
  ended: boolean;
  isCompany: boolean;
  /** The viewer gave this subscription as a gift: the delivery is the receiver's business. */
  isGiftGiver: boolean;
  totalReadingRights: number;
  freeReadingRights: number;
  productCancellable: boolean;
  externalManager: ExternalManager | null;
  hasOverdueInvoice: boolean;
  orderChangeInProgress: boolean;
  /** At least one add-on of the product's family can be ordered (priced, not already running). */
  hasAddOnOffers: boolean;
  /** The product's family has another product this subscription may change to. */
  hasChangeTargets: boolean;
}

/**
 * allowed false without a reason means "does not apply" (a digital subscription has no delivery
 * to suspend), so the screen stays quiet about it; with a reason the customer learns why.
 */
export interface ActionVerdict {
  action: SubscriptionAction;
  allowed: boolean;
  reason?: string;
}

// Reasons are whole sentences naming the action, so that a screen can show each distinct one
// once (several actions of a company subscription share the processing-request sentence).
export const REASONS = {
  company: 'Yritystilauksen muutokset tehdään käsittelypyynnöllä.',
  gift: 'Lahjatilauksen jakelun keskeytyksen ja osoitteenmuutoksen voi tehdä vain lahjan saaja.',
  suspendedSharing: 'Keskeytetyn tilauksen lukuoikeuksia ei voi jakaa.',
  noFreeRights: 'Kaikki tilauksen lukuoikeudet ovat jo käytössä.',
  cancelledAddOn: 'Lopetettuun tilaukseen ei voi lisätä lisätilauksia.',
  cancelledProductChange: 'Lopetetun tilauksen tuotetta ei voi vaihtaa.',
  changeInProgress:
    'Tilauksen edellinen muutos on vielä käsittelyssä. Uusia muutoksia voi tehdä, kun se on valmis.',
  ended: 'Tilaus on jo päättynyt.',
  alreadyCancelled: 'Tilaus on jo lopetettu.',
  notCancellable: 'Tätä tilausta ei voi lopettaa verkossa. Ota yhteyttä asiakaspalveluun.',
  renewing: 'Tilausta ei voi lopettaa juuri nyt, koska sen uusiminen on käsittelyssä.',
  overdueInvoice:
    'Tilausta ei voi lopettaa, koska siihen liittyy erääntynyt maksamaton lasku. Maksa lasku tai ota yhteyttä asiakaspalveluun.',
} as const;

/** Spec §6, also the list's note: where a subscription managed elsewhere is changed. */
export const EXTERNAL_REASONS: Readonly<Record<ExternalManager, string>> = {
  RUUTU: 'Tätä tilausta hallitaan Ruudun omassa asiointipalvelussa.',
  SUPLA: 'Tätä tilausta hallitaan Suplan omassa asiointipalvelussa.',
  APP_STORE: 'Tätä tilausta hallitaan sovelluskaupassa, josta se on ostettu.',
  OTHER: 'Tätä tilausta hallitaan toisessa palvelussa.',
};

const allow = (action: SubscriptionAction): ActionVerdict => ({ action, allowed: true });
const deny = (action: SubscriptionAction, reason?: string): ActionVerdict =>
  reason === undefined ? { action, allowed: false } : { action, allowed: false, reason };

/** The facts of the suspension verdict. */
export type SuspendFacts = Pick<
  ActionFacts,
  'productFormat' | 'ended' | 'isCompany' | 'isGiftGiver' | 'orderChangeInProgress'
>;
/** The facts of the address change verdict (the same as a suspension's). */
export type AddressChangeFacts = SuspendFacts;
/** The facts of the reading rights sharing verdict. */
export type ShareFacts = Pick<
  ActionFacts,
  'productFormat' | 'ended' | 'status' | 'isGiftGiver' | 'totalReadingRights' | 'freeReadingRights'
>;
/** The facts of the product change verdict. */
export type ProductChangeFacts = Pick<
  ActionFacts,
  'status' | 'ended' | 'isCompany' | 'hasChangeTargets' | 'orderChangeInProgress'
>;
/** The facts of the cancellation verdict. */
export type CancelFacts = Pick<
  ActionFacts,
  'status' | 'ended' | 'isCompany' | 'productCancellable' | 'hasOverdueInvoice'
>;
/** The facts of the processing request verdict. */
export type CompanyRequestFacts = Pick<ActionFacts, 'isCompany' | 'ended'>;
/** Where the subscription is managed: every single action's verdict reads it first. */
export type ManagerFacts = Pick<ActionFacts, 'externalManager'>;

const hasPaper = (f: Pick<ActionFacts, 'productFormat'>) =>
  f.productFormat === 'PAPER' || f.productFormat === 'PAPER_AND_DIGI';
const hasDigi = (f: Pick<ActionFacts, 'productFormat'>) =>
  f.productFormat === 'DIGI' || f.productFormat === 'PAPER_AND_DIGI';
// Running and not on its way out: what add-ons and product changes need.
const isRunning = (f: Pick<ActionFacts, 'ended' | 'status'>) =>
  !f.ended && (f.status === 'ACTIVE' || f.status === 'ACTIVE_ORDER_BEING_RENEWED');

/** Spec §6: only paper subscriptions can be suspended, and never on a gift receiver's behalf. */
export function suspendVerdict(f: SuspendFacts): ActionVerdict {
  if (!hasPaper(f) || f.ended) return deny('SUSPEND');
  if (f.isCompany) return deny('SUSPEND', REASONS.company);
  if (f.isGiftGiver) return deny('SUSPEND', REASONS.gift);
  // Spec §4: further changes wait while one is being processed.
  if (f.orderChangeInProgress) return deny('SUSPEND', REASONS.changeInProgress);
  return allow('SUSPEND');
}

/** Spec §5: an address change moves delivery, so a digital-only subscription has none to offer. */
export function addressChangeVerdict(f: AddressChangeFacts): ActionVerdict {
  if (f.ended) return deny('ADDRESS_CHANGE');
  if (f.isCompany) return deny('ADDRESS_CHANGE', REASONS.company);
  if (f.isGiftGiver) return deny('ADDRESS_CHANGE', REASONS.gift);
  if (!hasPaper(f)) return deny('ADDRESS_CHANGE');
  if (f.orderChangeInProgress) return deny('ADDRESS_CHANGE', REASONS.changeInProgress);
  return allow('ADDRESS_CHANGE');
}

/** Spec §4/§5: a suspended subscription cannot share; sharing needs a free right. */
export function shareVerdict(f: ShareFacts): ActionVerdict {
  if (!hasDigi(f) || f.ended || f.totalReadingRights <= 0 || f.isGiftGiver) {
    return deny('SHARE_READING_RIGHTS');
  }
  if (f.status === 'SUSPENDED') return deny('SHARE_READING_RIGHTS', REASONS.suspendedSharing);
  if (f.freeReadingRights <= 0) return deny('SHARE_READING_RIGHTS', REASONS.noFreeRights);
  return allow('SHARE_READING_RIGHTS');
}

/** The facts the add-on verdict reads; the subscription list has only these. */
export type AddOnFacts = Pick<
  ActionFacts,
  'status' | 'ended' | 'isCompany' | 'externalManager' | 'hasAddOnOffers' | 'orderChangeInProgress'
>;

/**
 * Spec §8: add-ons cannot be ordered to a cancelled main subscription. With nothing left to
 * order (the family has no priced module, or every one already runs) the action does not apply.
 */
export function addOnVerdict(f: AddOnFacts): ActionVerdict {
  if (f.ended) return deny('ADD_ON');
  if (f.status === 'CANCELLED') return deny('ADD_ON', REASONS.cancelledAddOn);
  if (!isRunning(f)) return deny('ADD_ON');
  if (f.isCompany) return deny('ADD_ON', REASONS.company);
  if (!f.hasAddOnOffers) return deny('ADD_ON');
  if (f.orderChangeInProgress) return deny('ADD_ON', REASONS.changeInProgress);
  return allow('ADD_ON');
}

/**
 * The ADD_ON verdict exactly as subscriptionActions gives it, from the add-on facts alone: the
 * subscription list shows its offers only where the details page would offer the action.
 */
export function addOnAction(f: AddOnFacts): ActionVerdict {
  return f.externalManager === null
    ? addOnVerdict(f)
    : deny('ADD_ON', EXTERNAL_REASONS[f.externalManager]);
}

/**
 * One action's verdict exactly as subscriptionActions gives it, from that verdict's facts and
 * the manager alone: managed elsewhere refuses with that reason, else the verdict decides.
 */
const asAction =
  <F>(action: SubscriptionAction, verdict: (f: F) => ActionVerdict) =>
  (f: F & ManagerFacts): ActionVerdict =>
    f.externalManager === null ? verdict(f) : deny(action, EXTERNAL_REASONS[f.externalManager]);

/** With no other product in the family to move to, the action does not apply. */
export function productChangeVerdict(f: ProductChangeFacts): ActionVerdict {
  if (f.ended) return deny('PRODUCT_CHANGE');
  if (f.status === 'CANCELLED') return deny('PRODUCT_CHANGE', REASONS.cancelledProductChange);
  if (!isRunning(f)) return deny('PRODUCT_CHANGE');
  if (f.isCompany) return deny('PRODUCT_CHANGE', REASONS.company);
  if (!f.hasChangeTargets) return deny('PRODUCT_CHANGE');
  // Spec §4: further changes wait while one is being processed.
  if (f.orderChangeInProgress) return deny('PRODUCT_CHANGE', REASONS.changeInProgress);
  return allow('PRODUCT_CHANGE');
}

/**
 * Spec §4 "Cancellation is blocked when…" and the §8 reasons. The most final reason wins: an
 * ended or already cancelled subscription says so even if an invoice is also overdue.
 */
export function cancelVerdict(f: CancelFacts): ActionVerdict {
  if (f.ended) return deny('CANCEL', REASONS.ended);
  if (f.status === 'CANCELLED') return deny('CANCEL', REASONS.alreadyCancelled);
  if (f.isCompany) return deny('CANCEL', REASONS.company);
  if (!f.productCancellable) return deny('CANCEL', REASONS.notCancellable);
  if (f.status === 'ACTIVE_ORDER_BEING_RENEWED') return deny('CANCEL', REASONS.renewing);
  if (f.hasOverdueInvoice) return deny('CANCEL', REASONS.overdueInvoice);
  return allow('CANCEL');
}

/** Spec §6: company subscriptions change through a processing request to customer service. */
export function companyRequestVerdict(f: CompanyRequestFacts): ActionVerdict {
  return f.isCompany && !f.ended ? allow('COMPANY_REQUEST') : deny('COMPANY_REQUEST');
}

/** The SUSPEND verdict as subscriptionActions gives it. */
export const suspendAction = asAction('SUSPEND', suspendVerdict);
/** The ADDRESS_CHANGE verdict as subscriptionActions gives it. */
export const addressChangeAction = asAction('ADDRESS_CHANGE', addressChangeVerdict);
/** The COMPANY_REQUEST verdict as subscriptionActions gives it. */
export const companyRequestAction = asAction('COMPANY_REQUEST', companyRequestVerdict);

/**
 * Every action with its verdict. A subscription managed in Ruutu, Supla or an app store can be
 * changed only there (spec §6), so every action is refused with that one reason.
 */
export function subscriptionActions(f: ActionFacts): ActionVerdict[] {
  if (f.externalManager !== null) {
    const reason = EXTERNAL_REASONS[f.externalManager];
    return subscriptionActionSchema.options.map((action) => deny(action, reason));
  }
  return [
    suspendVerdict(f),
    addressChangeVerdict(f),
    shareVerdict(f),
    addOnVerdict(f),
    productChangeVerdict(f),
    cancelVerdict(f),
    companyRequestVerdict(f),
  ];
}

/** Ruutu and Supla by the product's marker; in-app purchases by the subscription's tags. */
export function externalManagerOf(
  externallyManaged: string | null,
  tags: readonly string[],
): ExternalManager | null {
  const marker = externallyManaged?.trim().toUpperCase() ?? '';
  if (marker === 'RUUTU' || marker === 'SUPLA') return marker;
  if (tags.includes('APPLE_IN_APP') || tags.includes('GOOGLE_IN_APP')) return 'APP_STORE';
  if (marker === 'APP_STORE' || marker === 'APPLE_IN_APP' || marker === 'GOOGLE_IN_APP') {
    return 'APP_STORE';
  }
  return marker === '' ? null : 'OTHER';
}
