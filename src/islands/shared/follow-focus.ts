/** Whether the keyboard has lost its place: focus on <body>, or on an element now removed. */
export function focusIsLost(): boolean {
  const active = document.activeElement;
  return !active || active === document.body || !active.isConnected;
}

/**
 * For `ms` after focus was placed, whenever `root`'s content changes and focus has been lost
 * meanwhile (a reload that follows an answer or a closed dialog replaced the focused element),
 * `refocus` places it again. Moving on (focusing anything else) is left alone.
 */
export function followFocus(root: Node, refocus: () => void, ms: number): void {
  if (typeof MutationObserver === 'undefined' || !root.isConnected) return;
  const observer = new MutationObserver(() => {
    if (focusIsLost()) requestAnimationFrame(refocus);
  });
  observer.observe(root, { childList: true, subtree: true });
  setTimeout(() => observer.disconnect(), ms);
}
