// An OpenAPI path template filled with real values, for tests that send every operation of the
// API's own document (the authorisation matrix, the header and fuzzing suites).

/** Maija's subscription and open invoice (the demo data): her reads answer her 2xx. */
export const MAIJA_NUMBERS = { subscriptionNumber: '2000001', invoiceNumber: '50000004' };

/** An id no row has: a route with one reaches its own lookup and answers 404. */
const SOME_ID = '0b5c3f7e-8a51-4c5f-9d3e-1a2b3c4d5e6f';

/** The path with these numbers, a real benefit, and SOME_ID for every other parameter. */
export function fillPath(
  template: string,
  numbers: { subscriptionNumber: string; invoiceNumber: string } = MAIJA_NUMBERS,
): string {
  return template
    .replace('{subscriptionNumber}', numbers.subscriptionNumber)
    .replace('{number}', numbers.invoiceNumber)
    .replace('{category}', 'kulttuuri')
    .replace('{benefit}', 'teatteri')
    .replace(/\{\w+\}/g, SOME_ID);
}
