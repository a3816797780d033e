// Keystatic 0.6's own UI fails axe in two places an editor with a screen reader or a keyboard
// meets (issue 18: axe on every page). Until Keystatic fixes them, the editor's page repairs the
// DOM as Keystatic renders it; the colour contrast is repaired in src/pages/_keystatic.astro.

/** Lucide's trash icon: the remove button of a list of related entries. */
const TRASH_ICON = 'M3 6h18';
/** The icons of the image popover's buttons (edit details, choose another file, remove). */
const EDIT_ICON = 'M12 3H5a2 2 0 0 0-2 2v14';
const FILE_UP_ICON = 'M15 2H6a2 2 0 0 0-2 2v16';
/** Lucide's link icon: the toolbar's link button, which Keystatic names "Divider". */
const LINK_ICON = 'M10 13a5 5 0 0 0 7.5';

const iconOf = (button: Element) => button.querySelector('path')?.getAttribute('d') ?? '';

/**
 * The popover of an image in the body has three icon buttons without names. The text
 * alternative is behind the first: it gets a name that says so.
 */
function repairImagePopover(popover: HTMLElement): void {
  const buttons = [...popover.querySelectorAll<HTMLButtonElement>('button:not([aria-label])')];
  if (!buttons.some((b) => iconOf(b).startsWith(FILE_UP_ICON))) return;
  popover.setAttribute('aria-label', 'Kuva');
  for (const button of buttons) {
    const icon = iconOf(button);
    if (icon.startsWith(EDIT_ICON))
      button.setAttribute('aria-label', 'Kuvan tiedot ja vaihtoehtoinen teksti');
    else if (icon.startsWith(FILE_UP_ICON))
      button.setAttribute('aria-label', 'Vaihda kuvatiedosto');
    else if (icon.startsWith(TRASH_ICON)) button.setAttribute('aria-label', 'Poista kuva');
  }
}

function repair(root: HTMLElement): void {
  // The remove button beside a chosen related article is an icon without a name.
  for (const button of root.querySelectorAll<HTMLButtonElement>(
    'button.kui\\:ListViewItem-actions:not([aria-label])',
  )) {
    button.setAttribute(
      'aria-label',
      iconOf(button).startsWith(TRASH_ICON) ? 'Poista' : 'Toiminnot',
    );
  }
  for (const button of root.querySelectorAll('[role="toolbar"] button[aria-label="Divider"]')) {
    if (iconOf(button).startsWith(LINK_ICON)) button.setAttribute('aria-label', 'Linkki');
  }
  for (const popover of root.querySelectorAll<HTMLElement>('[role="dialog"]:not([aria-label])')) {
    repairImagePopover(popover);
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
