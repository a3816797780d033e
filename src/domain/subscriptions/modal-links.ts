// The details page's modals open from its address (spec §2 Modals): ?tilaus=<number>&modal=<name>,
// so that the page's own links, other pages and e-mails can all open them.

export const DETAILS_MODALS = {
  suspension: 'tilapainen-jakelunkeskeytys',
  temporaryAddressChange: 'tilapainen-osoitteenmuutos',
  permanentAddressChange: 'vakituinen-osoitteenmuutos',
  companyRequest: 'yritystilaus-kasittelypyynto',
  billingPeriod: 'vaihda-laskutusvalia',
  readerCount: 'lukijoita',
} as const;
export type DetailsModal =
  | (typeof DETAILS_MODALS)[keyof typeof DETAILS_MODALS]
  // The share modals (src/domain/reading-rights/invite-texts.ts SHARE_MODALS) open there too.
  | 'jaa-lukuoikeus'
  | 'jaa-lukuoikeus-v2';

/** '/tilaukset/tiedot?tilaus=2000001&modal=tilapainen-jakelunkeskeytys'. */
export const detailsModalUrl = (subscriptionNumber: string, modal: DetailsModal): string =>
  `/tilaukset/tiedot?${new URLSearchParams({ tilaus: subscriptionNumber, modal }).toString()}`;
