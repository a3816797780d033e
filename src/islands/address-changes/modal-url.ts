import { DETAILS_MODALS } from '~/domain/subscriptions/modal-links';
import { modalTarget } from '../shared/query-modal';

// The modals open from the details page's query (spec §2): ?tilaus=<number>&modal=<name>.

export const TEMPORARY_MODAL = DETAILS_MODALS.temporaryAddressChange;
export const PERMANENT_MODAL = DETAILS_MODALS.permanentAddressChange;
export type AddressModal = typeof TEMPORARY_MODAL | typeof PERMANENT_MODAL;

/** The subscription whose temporary change the address asks to open, or null. */
export const readTemporaryModal = (search: string): string | null =>
  modalTarget(search, [TEMPORARY_MODAL])?.number ?? null;

/** The subscription whose permanent change the address asks to open, or null. */
export const readPermanentModal = (search: string): string | null =>
  modalTarget(search, [PERMANENT_MODAL])?.number ?? null;
