import { isSubscriptionNumber } from '~/domain/validation/subscription-number';
// The addresses themselves are in ~/domain/cards/card-paths (other features link to them).
// The card screens' addresses (spec §2): the modal ?modal=lisaa-maksukortti (maksutapa), and
// /laskut/maksukortit/vaihda-kortti and /poista-kortti with ?maksutapa=. `maksutapa` names the
// card payment being acted on: a subscription number on the modal and the change page, a card
// id on the delete page. The card provider's answer comes back in the return address: `kortti`
// (the portal's setup, or the test provider's signed answer) and, from Paytrail, its signed
// `checkout-*` parameters and `signature`.

/** A subscription number from `maksutapa` (or the details page's `tilaus`), else null. */
export function subscriptionParam(search: string, fallbackToTilaus = false): string | null {
  const q = new URLSearchParams(search);
  const value = q.get('maksutapa') ?? (fallbackToTilaus ? q.get('tilaus') : null);
  return value !== null && isSubscriptionNumber(value) ? value : null;
}

const isProviderParam = (name: string): boolean =>
  name === 'kortti' || name === 'signature' || name.startsWith('checkout-');

/**
 * The provider's answer as a query string, once: its parameters are taken out of the address so
 * that a reload does not resend them. Null when the address carries no answer.
 */
export function takeProviderAnswer(): string | null {
  const url = new URL(window.location.href);
  if (!url.searchParams.has('kortti')) return null;
  const answer = new URLSearchParams();
  for (const [name, value] of [...url.searchParams]) {
    if (!isProviderParam(name)) continue;
    answer.append(name, value);
    url.searchParams.delete(name);
  }
  window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
  return answer.toString();
}
