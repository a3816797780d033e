import { modalTarget } from '../shared/query-modal';

// The modals open from the details page's query (spec §2): ?tilaus=<number>&modal=<name>.

export const TEMPORARY_MODAL = 'tilapainen-osoitteenmuutos';
export const PERMANENT_MODAL = 'vakituinen-osoitteenmuutos';
export type AddressModal = typeof TEMPORARY_MODAL | typeof PERMANENT_MODAL;

/** The open address modal and its subscription, or null when the query asks for neither. */
export const readAddressModal = (search: string) =>
  modalTarget<AddressModal>(search, [TEMPORARY_MODAL, PERMANENT_MODAL]);
