// Spec §2: the processing-request modal opens from ?tilaus=<number>&modal=yritystilaus-kasittelypyynto.

export const COMPANY_REQUEST_MODAL = 'yritystilaus-kasittelypyynto';
const SUBSCRIPTION_NUMBER = /^\d{7,8}$/;

export function readRequestModal(search: string): string | null {
  const q = new URLSearchParams(search);
  const number = q.get('tilaus') ?? '';
  return q.get('modal') === COMPANY_REQUEST_MODAL && SUBSCRIPTION_NUMBER.test(number)
    ? number
    : null;
}

/** Closing the modal takes its parameter out of the address, so a reload does not reopen it. */
export function removeModalParam(): void {
  const url = new URL(window.location.href);
  url.searchParams.delete('modal');
  window.history.replaceState(null, '', url.pathname + url.search + url.hash);
}
