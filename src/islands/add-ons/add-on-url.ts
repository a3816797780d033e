import { ADD_ON_MODAL, ADD_ON_PARAMS as P } from '~/domain/add-ons/order-link';

// The page's query (spec §2), named in src/domain/add-ons/order-link.ts: tilaus = the main
// subscription; modal=lisatilaus with tuote opens the order view of one add-on; highlightAid
// marks one offer (a product code). aid is kept in the address as it is.

export interface AddOnQuery {
  subscription: string | null;
  openProduct: string | null;
  highlight: string | null;
}

export function readAddOnQuery(search: string): AddOnQuery {
  const q = new URLSearchParams(search);
  return {
    subscription: q.get(P.subscription),
    openProduct: q.get(P.modal) === ADD_ON_MODAL ? q.get(P.product) : null,
    highlight: q.get(P.highlight),
  };
}

/** Writes the open order view into the address, so a reload or a shared link reopens it. */
export function writeOpenProduct(productCode: string | null): void {
  const url = new URL(window.location.href);
  if (productCode === null) {
    url.searchParams.delete(P.modal);
    url.searchParams.delete(P.product);
  } else {
    url.searchParams.set(P.modal, ADD_ON_MODAL);
    url.searchParams.set(P.product, productCode);
  }
  window.history.replaceState(null, '', url.pathname + url.search);
}
