import {
  MODAL_ACCOUNT_DELETION,
  MODAL_PASSWORD,
  MODAL_PHONE,
  MODAL_USERNAME,
} from '~/domain/shared/modal-names';
// The /tili overview's modals open from the address (spec §2: "The account page has modals
// for username, password, phone and deletion"), e.g. /tili?modal=puhelinnumero.

export const PHONE_MODAL = MODAL_PHONE;
export const USERNAME_MODAL = MODAL_USERNAME;
export const PASSWORD_MODAL = MODAL_PASSWORD;
export const DELETION_MODAL = MODAL_ACCOUNT_DELETION;

export const overviewModalHref = (name: string): string => `/tili?modal=${name}`;
