// Apart from invoice-list-rules.ts (which computes with dates) so that the invoice screens show
// the text without loading the date library (docs/performance.md, JavaScript on self-service pages).

/** 'Maksusi näkyy ...': spec §9, payment registration takes 1-3 bank days. */
export const PAYMENT_REGISTRATION_TEXT =
  'Maksusi näkyy täällä 1–3 pankkipäivän kuluessa maksamisesta. Jos olet jo maksanut laskun, sinun ei tarvitse tehdä mitään.';
