// Keystatic 0.6's own UI fails axe in two places an editor with a screen reader or a keyboard
// meets (issue 18: axe on every page). Until Keystatic fixes them, the editor's page repairs the
// DOM as Keystatic renders it; the colour contrast is repaired in src/pages/_keystatic.astro.

/** Lucide's trash icon: the remove button of a list of related entries. */
const TRASH_ICON = 'M3 6h18';

function repair(root: HTMLElement): void {
  // The remove button beside a chosen related article is an icon without a name.
  for (const button of root.querySelectorAll<HTMLButtonElement>(
    'button.kui\\:ListViewItem-actions:not([aria-label])',
  )) {
    const icon = button.querySelector('path')?.getAttribute('d') ?? '';
    button.setAttribute('aria-label', icon.startsWith(TRASH_ICON) ? 'Poista' : 'Toiminnot');
  }
  // The entry list scrolls, but keyboard users could not reach it to scroll (tabindex -1).
  for (const body of root.querySelectorAll<HTMLElement>('.kui\\:TableView-body[tabindex="-1"]')) {
    body.tabIndex = 0;
  }
}

/** Repairs what is there and what Keystatic renders later; returns the stop function. */
export function repairEditorAccessibility(root: HTMLElement): () => void {
  repair(root);
  const observer = new MutationObserver(() => repair(root));
  observer.observe(root, { childList: true, subtree: true });
  return () => observer.disconnect();
}
