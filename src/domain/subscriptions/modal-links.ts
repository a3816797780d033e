import {
  MODAL_BILLING_PERIOD,
  MODAL_COMPANY_REQUEST,
  MODAL_PERMANENT_ADDRESS_CHANGE,
  MODAL_READER_COUNT,
  type MODAL_SHARE_EMPLOYEES,
  type MODAL_SHARE_HOUSEHOLD,
  MODAL_SUSPENSION,
  MODAL_TEMPORARY_ADDRESS_CHANGE,
} from '../shared/modal-names';

// The details page's modals open from its address (spec §2 Modals): ?tilaus=<number>&modal=<name>,
// so that the page's own links, other pages and e-mails can all open them.

export const DETAILS_MODALS = {
  suspension: MODAL_SUSPENSION,
  temporaryAddressChange: MODAL_TEMPORARY_ADDRESS_CHANGE,
  permanentAddressChange: MODAL_PERMANENT_ADDRESS_CHANGE,
  companyRequest: MODAL_COMPANY_REQUEST,
  billingPeriod: MODAL_BILLING_PERIOD,
  readerCount: MODAL_READER_COUNT,
} as const;
export type DetailsModal =
  | (typeof DETAILS_MODALS)[keyof typeof DETAILS_MODALS]
  // The share modals (src/domain/reading-rights/invite-texts.ts SHARE_MODALS) open there too.
  | typeof MODAL_SHARE_HOUSEHOLD
  | typeof MODAL_SHARE_EMPLOYEES;

/** '/tilaukset/tiedot?tilaus=2000001&modal=tilapainen-jakelunkeskeytys'. */
export const detailsModalUrl = (subscriptionNumber: string, modal: DetailsModal): string =>
  `/tilaukset/tiedot?${new URLSearchParams({ tilaus: subscriptionNumber, modal }).toString()}`;
