import { isSubscriptionNumber } from '~/domain/validation/subscription-number';
// The addresses themselves are in ~/domain/cards/card-paths (other features link to them).
// The card screens' addresses (spec §2): the modal ?modal=lisaa-maksukortti (maksutapa), and
// /laskut/maksukortit/vaihda-kortti and /poista-kortti with ?maksutapa=. `maksutapa` names the
// card payment being acted on: a subscription number on the modal and the change page, a card
// id on the delete page. The card provider adds `kortti` (its answer) to the return address.

/** A subscription number from `maksutapa` (or the details page's `tilaus`), else null. */
export function subscriptionParam(search: string, fallbackToTilaus = false): string | null {
  const q = new URLSearchParams(search);
  const value = q.get('maksutapa') ?? (fallbackToTilaus ? q.get('tilaus') : null);
  return value !== null && isSubscriptionNumber(value) ? value : null;
}

/** The provider's answer, once: it is taken out of the address so a reload does not resend it. */
export function takeProviderAnswer(): string | null {
  const url = new URL(window.location.href);
  const answer = url.searchParams.get('kortti');
  if (answer === null) return null;
  url.searchParams.delete('kortti');
  window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
  return answer;
}
