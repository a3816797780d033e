import { isSubscriptionNumber } from '~/domain/validation/subscription-number';
// Spec §2: modals open from the address, ?tilaus=<number>&modal=<name>, so that every modal can be
// linked to and survives a reload. One reading of that rule for every feature's modal.

/** The modal the address asks for among `names`, and its subscription number; else null. */
export function modalTarget<Name extends string>(
  search: string,
  names: readonly Name[],
): { modal: Name; number: string } | null {
  const q = new URLSearchParams(search);
  const modal = q.get('modal');
  const number = q.get('tilaus') ?? '';
  const named = names.find((n) => n === modal);
  return named !== undefined && isSubscriptionNumber(number) ? { modal: named, number } : null;
}

/**
 * Closing a modal takes its parameter (and the modal's own ones, e.g. `maksutapa`) out of the
 * address, so a reload does not reopen it.
 */
export function removeModalParam(alsoRemove: readonly string[] = []): void {
  const url = new URL(window.location.href);
  for (const name of ['modal', ...alsoRemove]) url.searchParams.delete(name);
  window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
}
