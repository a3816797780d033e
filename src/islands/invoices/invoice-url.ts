// Addresses of the invoice pages and the due-date modal (spec §2: /laskut/tiedot?lasku=,
// /laskut/tiedot/erapaiva, modal erapaiva with lasku).

/** The modal's query value. */
export const DUE_DATE_MODAL = 'erapaiva';

// The same rule as the API's; checked here only to skip a call bound to fail.
const INVOICE_NUMBER = /^\d{1,20}$/;

/** The invoice number in the address (?lasku=), or null when missing or malformed. */
export function invoiceNumberIn(search: string): string | null {
  const number = new URLSearchParams(search).get('lasku');
  return number !== null && INVOICE_NUMBER.test(number) ? number : null;
}

/** The invoice whose due-date modal the address asks for, or null. */
export function dueDateModalTarget(search: string): string | null {
  return new URLSearchParams(search).get('modal') === DUE_DATE_MODAL
    ? invoiceNumberIn(search)
    : null;
}

export const detailsUrl = (number: string) => `/laskut/tiedot?lasku=${number}`;
export const dueDateModalUrl = (number: string) =>
  `/laskut/tiedot?lasku=${number}&modal=${DUE_DATE_MODAL}`;

/** Opens the modal from a link without reloading the page: the address changes, then it opens. */
export function openDueDateModal(href: string): void {
  window.history.pushState(window.history.state, '', href);
  window.dispatchEvent(new PopStateEvent('popstate'));
}
