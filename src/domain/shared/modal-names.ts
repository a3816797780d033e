// Every dialog a page opens from its address (?modal=<name>), in one place: links, e-mails and
// the islands that open the dialogs read the names from here. Separate constants, not one
// object, so that a page's bundle carries only the names it uses.

/** Spec §2 Modals, in the spec's order. */
export const MODAL_DUE_DATE = 'erapaiva';
export const MODAL_BILLING_PERIOD = 'vaihda-laskutusvalia';
export const MODAL_SUSPENSION = 'tilapainen-jakelunkeskeytys';
export const MODAL_SHARE_HOUSEHOLD = 'jaa-lukuoikeus';
export const MODAL_SHARE_EMPLOYEES = 'jaa-lukuoikeus-v2';
export const MODAL_DELIVERY_STATUS = 'jakelutilanne';
export const MODAL_ADD_ON = 'lisatilaus';
export const MODAL_TEMPORARY_ADDRESS_CHANGE = 'tilapainen-osoitteenmuutos';
export const MODAL_PERMANENT_ADDRESS_CHANGE = 'vakituinen-osoitteenmuutos';
export const MODAL_COMPANY_REQUEST = 'yritystilaus-kasittelypyynto';
export const MODAL_READER_COUNT = 'lukijoita';
export const MODAL_READER_COUNT_V2 = 'lukijoita-v2';
export const MODAL_REQUIRES_ACTION = 'paivitys-vaatii-toimenpidetta';
export const MODAL_ADD_CARD = 'lisaa-maksukortti';

/** The account page's own dialogs (/tili?modal=<name>), beside the spec's. */
export const MODAL_PHONE = 'puhelinnumero';
export const MODAL_USERNAME = 'kayttajatunnus';
export const MODAL_PASSWORD = 'salasana';
export const MODAL_ACCOUNT_DELETION = 'poista-tili';
