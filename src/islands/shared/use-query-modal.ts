import { useEffect, useState } from 'react';
import { followFocus } from './follow-focus';
import { removeModalParam } from './query-modal';

/** How long after a modal closed a re-render that drops the focus is still repaired. */
const FOLLOW_MS = 4000;

/**
 * Where the focus goes when a modal closes: the link that opened it (the one whose parameters
 * the address had, e.g. this subscription's among several), else the page heading. The page
 * often reloads what the modal changed just then, replacing that link: focus follows it to the
 * link drawn anew instead of dropping to <body>.
 */
function focusAfterClose(modalName: string, openedWith: URLSearchParams): void {
  const place = () => {
    const links = [
      ...document.querySelectorAll<HTMLAnchorElement>(`a[href*="modal=${modalName}"]`),
    ];
    const opener = links.find((a) =>
      [...new URL(a.href, window.location.href).searchParams].every(
        ([key, value]) => openedWith.get(key) === value,
      ),
    );
    const target = opener ?? document.querySelector<HTMLElement>('main h1, h1');
    if (!target) return;
    if (!opener && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus();
  };
  place();
  followFocus(document.body, place, FOLLOW_MS);
}

/**
 * A modal that opens from the address (spec §2, e.g. ?tilaus=n&modal=name): what `read` finds in
 * the query, kept in step on load and on history moves, and `close`, which takes the modal out of
 * the address and gives the focus back. The island renders its (lazy) dialog while target is set.
 */
export function useQueryModal<T>(
  modalName: string,
  read: (search: string) => T | null,
  /** The modal's own parameters, also taken out of the address on close. */
  ownParams: readonly string[] = [],
): { target: T | null; close: () => void } {
  const [target, setTarget] = useState<T | null>(null);
  useEffect(() => {
    const sync = () => setTarget(read(window.location.search));
    sync();
    window.addEventListener('popstate', sync);
    return () => window.removeEventListener('popstate', sync);
    // `read` is a module-level function of the caller: subscribing once per mount is the intent.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const close = () => {
    const openedWith = new URLSearchParams(window.location.search);
    removeModalParam(ownParams);
    setTarget(null);
    requestAnimationFrame(() => focusAfterClose(modalName, openedWith));
  };
  return { target, close };
}
