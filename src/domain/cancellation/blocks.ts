import { ERROR_MESSAGES, type ErrorKey } from '../errors/error-messages';
import {
  type ActionFacts,
  type CancelFacts,
  EXTERNAL_REASONS,
  type ManagerFacts,
  REASONS,
} from '../subscriptions/actions';
import { addDays } from '../shared/dates';
import type { SubscriptionStatus } from '../subscriptions/enums';

/**
 * Why a cancellation is refused (spec §4 "Cancellation is blocked when…", §8 "Cancellation
 * impossible"). Each has its own error key and its own Finnish sentence.
 */
export type CancellationBlock =
  | 'managed-elsewhere'
  | 'ended'
  | 'already-cancelled'
  | 'company'
  | 'not-cancellable'
  | 'renewing'
  | 'overdue-invoice'
  | 'video-service-module'
  | 'module-not-started';

/** The API's error key per block; subscription-already-cancelled is verbatim from spec §8. */
export const BLOCK_ERROR_KEYS: Readonly<Record<CancellationBlock, ErrorKey>> = {
  'managed-elsewhere': 'cancellation-managed-elsewhere',
  ended: 'subscription-ended',
  'already-cancelled': 'subscription-already-cancelled',
  company: 'company-change-request-required',
  'not-cancellable': 'cancellation-not-allowed-for-product',
  renewing: 'cancellation-order-being-renewed',
  'overdue-invoice': 'cancellation-overdue-invoice',
  'video-service-module': 'cancellation-video-service-module',
  'module-not-started': 'cancellation-module-not-started',
};

/** The main subscription's sentences are the details page's (actions.ts), so both agree. */
const BLOCK_MESSAGES: Readonly<Record<CancellationBlock, string>> = {
  'managed-elsewhere': ERROR_MESSAGES['cancellation-managed-elsewhere'],
  ended: REASONS.ended,
  'already-cancelled': REASONS.alreadyCancelled,
  company: REASONS.company,
  'not-cancellable': REASONS.notCancellable,
  renewing: REASONS.renewing,
  'overdue-invoice': REASONS.overdueInvoice,
  'video-service-module': ERROR_MESSAGES['cancellation-video-service-module'],
  'module-not-started': ERROR_MESSAGES['cancellation-module-not-started'],
};

/** The block's sentence; for a subscription managed elsewhere it names the service. */
export function blockMessage(
  block: CancellationBlock,
  facts?: Pick<ActionFacts, 'externalManager'>,
) {
  if (block === 'managed-elsewhere' && facts?.externalManager) {
    return `${EXTERNAL_REASONS[facts.externalManager]} Lopeta tilaus siellä.`;
  }
  return BLOCK_MESSAGES[block];
}

/**
 * The main subscription's block, in the order of cancelVerdict in actions.ts (the most final
 * reason first) with the subscriptionActions rule before it: a subscription managed in Ruutu,
 * Supla or an app store is refused with that reason. A unit test keeps the two in step.
 */
export function mainCancellationBlock(f: CancelFacts & ManagerFacts): CancellationBlock | null {
  if (f.externalManager !== null) return 'managed-elsewhere';
  if (f.ended) return 'ended';
  if (f.status === 'CANCELLED') return 'already-cancelled';
  if (f.isCompany) return 'company';
  if (!f.productCancellable) return 'not-cancellable';
  if (f.status === 'ACTIVE_ORDER_BEING_RENEWED') return 'renewing';
  if (f.hasOverdueInvoice) return 'overdue-invoice';
  return null;
}

/** What an add-on's cancellation reads besides its main subscription. */
export interface AddOnFacts {
  status: SubscriptionStatus;
  startDate: string;
  endDate: string | null;
  productCancellable: boolean;
  /** A video-service module (config in video-services.ts or a Ruutu/Supla product marker). */
  isVideoService: boolean;
  /** An overdue invoice of the add-on or of the main subscription it is billed with. */
  hasOverdueInvoice: boolean;
}

/**
 * Spec §4: an add-on cannot be cancelled before it has started; §8: "allowed only the day after
 * start". So the first day it can be cancelled is the day after its start date.
 */
export function addOnCancellableFrom(startDate: string): string {
  return addDays(startDate, 1);
}

/** An add-on's block; its main subscription's blocks that concern the customer come first. */
export function addOnCancellationBlock(
  main: Pick<ActionFacts, 'externalManager' | 'isCompany' | 'status'>,
  addOn: AddOnFacts,
  today: string,
): CancellationBlock | null {
  if (main.externalManager !== null) return 'managed-elsewhere';
  if (addOn.status === 'FINISHED' || (addOn.endDate !== null && addOn.endDate < today)) {
    return 'ended';
  }
  if (addOn.status === 'CANCELLED') return 'already-cancelled';
  // The main subscription's cancellation already ends its add-ons with it.
  if (main.status === 'CANCELLED') return 'already-cancelled';
  if (main.isCompany) return 'company';
  if (addOn.isVideoService) return 'video-service-module';
  if (!addOn.productCancellable) return 'not-cancellable';
  if (addOn.status === 'PENDING' || addOn.status === 'WAITING_CONFIRMATION') {
    return 'module-not-started';
  }
  if (today < addOnCancellableFrom(addOn.startDate)) return 'module-not-started';
  if (
    addOn.status === 'ACTIVE_ORDER_BEING_RENEWED' ||
    main.status === 'ACTIVE_ORDER_BEING_RENEWED'
  ) {
    return 'renewing';
  }
  if (addOn.hasOverdueInvoice) return 'overdue-invoice';
  return null;
}
