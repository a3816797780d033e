// The modals open from the details page's query (spec §2): ?tilaus=<number>&modal=<name>.

export const TEMPORARY_MODAL = 'tilapainen-osoitteenmuutos';
export const PERMANENT_MODAL = 'vakituinen-osoitteenmuutos';
export type AddressModal = typeof TEMPORARY_MODAL | typeof PERMANENT_MODAL;

const SUBSCRIPTION_NUMBER = /^\d{7,8}$/;

/** The open address modal and its subscription, or null when the query asks for neither. */
export function readAddressModal(search: string): { modal: AddressModal; number: string } | null {
  const q = new URLSearchParams(search);
  const modal = q.get('modal');
  const number = q.get('tilaus') ?? '';
  if (modal !== TEMPORARY_MODAL && modal !== PERMANENT_MODAL) return null;
  return SUBSCRIPTION_NUMBER.test(number) ? { modal, number } : null;
}

/** Closing the modal takes its parameter out of the address, so a reload does not reopen it. */
export function removeModalParam(): void {
  const url = new URL(window.location.href);
  url.searchParams.delete('modal');
  window.history.replaceState(null, '', url.pathname + url.search + url.hash);
}
