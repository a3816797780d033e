// The /tili overview's modals open from the address (spec §2: "The account page has modals
// for username, password, phone and deletion"), e.g. /tili?modal=puhelinnumero.

export const PHONE_MODAL = 'puhelinnumero';
export const USERNAME_MODAL = 'kayttajatunnus';
export const PASSWORD_MODAL = 'salasana';
export const DELETION_MODAL = 'poista-tili';

export const overviewModalHref = (name: string): string => `/tili?modal=${name}`;
