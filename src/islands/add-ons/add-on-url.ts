// The page's query (spec §2): tilaus = the main subscription; modal=lisatilaus with tuote opens
// the order view of one add-on; highlightAid marks one offer (a product code, as links from
// campaigns and the subscription list name the add-on they advertise). aid is kept as it is.

export const MODAL_NAME = 'lisatilaus';

export interface AddOnQuery {
  subscription: string | null;
  openProduct: string | null;
  highlight: string | null;
}

export function readAddOnQuery(search: string): AddOnQuery {
  const q = new URLSearchParams(search);
  return {
    subscription: q.get('tilaus'),
    openProduct: q.get('modal') === MODAL_NAME ? q.get('tuote') : null,
    highlight: q.get('highlightAid'),
  };
}

/** Writes the open order view into the address, so a reload or a shared link reopens it. */
export function writeOpenProduct(productCode: string | null): void {
  const url = new URL(window.location.href);
  if (productCode === null) {
    url.searchParams.delete('modal');
    url.searchParams.delete('tuote');
  } else {
    url.searchParams.set('modal', MODAL_NAME);
    url.searchParams.set('tuote', productCode);
  }
  window.history.replaceState(null, '', url.pathname + url.search);
}
