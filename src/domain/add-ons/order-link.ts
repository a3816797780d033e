// The add-on page and its order view (spec §2 modal lisatilaus: tilaus, tuote, aid,
// highlightAid). tilaus is the main subscription; modal=lisatilaus with tuote opens the order view
// of one add-on; highlightAid marks one offer in the list behind it; aid names the advertised
// add-on for whoever links here (campaigns, the subscription list) and is passed through as it is.
// The portal names add-ons by product code, so a link of its own puts the code in all three.

const ADD_ON_PAGE_PATH = '/tilaukset/lisatilaukset';
export const ADD_ON_MODAL = 'lisatilaus';

export const ADD_ON_PARAMS = {
  subscription: 'tilaus',
  modal: 'modal',
  product: 'tuote',
  aid: 'aid',
  highlight: 'highlightAid',
} as const;

/** '/tilaukset/lisatilaukset?tilaus=2000001&modal=lisatilaus&tuote=X&aid=X&highlightAid=X' */
export function addOnOrderHref(subscriptionNumber: string, productCode: string): string {
  const q = new URLSearchParams([
    [ADD_ON_PARAMS.subscription, subscriptionNumber],
    [ADD_ON_PARAMS.modal, ADD_ON_MODAL],
    [ADD_ON_PARAMS.product, productCode],
    [ADD_ON_PARAMS.aid, productCode],
    [ADD_ON_PARAMS.highlight, productCode],
  ]);
  return `${ADD_ON_PAGE_PATH}?${q.toString()}`;
}
