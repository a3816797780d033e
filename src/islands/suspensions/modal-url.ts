import { SUSPENSION_MODAL } from '~/domain/suspensions/modal-link';

// The same rule as the API's (7 or 8 digits); checked here only to skip a call bound to fail.
const SUBSCRIPTION_NUMBER = /^\d{7,8}$/;

/** The subscription whose suspension modal the address asks to open, or null. */
export function suspensionModalTarget(search: string): string | null {
  const q = new URLSearchParams(search);
  const number = q.get('tilaus');
  if (q.get('modal') !== SUSPENSION_MODAL || number === null) return null;
  return SUBSCRIPTION_NUMBER.test(number) ? number : null;
}

/** Closing the modal takes its parameter out of the address; the details page stays. */
export function removeModalParam(): void {
  const url = new URL(window.location.href);
  if (url.searchParams.get('modal') !== SUSPENSION_MODAL) return;
  url.searchParams.delete('modal');
  window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
}
