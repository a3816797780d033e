// Keystatic 0.6's own UI fails axe in places an editor with a screen reader or a keyboard meets
// (issue 18: axe on every page; issue 36: the body's popovers). Until Keystatic fixes them, the
// editor's page repairs the DOM as Keystatic renders it; the colour contrast is repaired in
// src/pages/_keystatic.astro, and the names Keystatic gets wrong in its code (the link button's
// "Divider") by scripts/lib/keystatic-finnish-strings.mjs.

/** Lucide's icons, by the start of their first path. */
const TRASH_ICON = 'M3 6h18';
const EDIT_ICON = 'M12 3H5a2 2 0 0 0-2 2v14';
const FILE_UP_ICON = 'M15 2H6a2 2 0 0 0-2 2v16';
const EXTERNAL_LINK_ICON = 'M15 3h6v6M10 14 21 3';
const UNLINK_ICON = 'm18.84 12.25';

const iconOf = (button: Element) => button.querySelector('path')?.getAttribute('d') ?? '';

/**
 * The popovers of an image and of a link in the body: a dialog without a name, of icon buttons
 * without names. Each is known by the icon only it has; its buttons are named by their icons.
 */
const POPOVERS: { name: string; marker: string; buttons: [icon: string, name: string][] }[] = [
  {
    name: 'Kuva',
    marker: FILE_UP_ICON,
    buttons: [
      [EDIT_ICON, 'Kuvan tiedot ja vaihtoehtoinen teksti'],
      [FILE_UP_ICON, 'Vaihda kuvatiedosto'],
      [TRASH_ICON, 'Poista kuva'],
    ],
  },
  {
    name: 'Linkki',
    marker: UNLINK_ICON,
    buttons: [
      [EDIT_ICON, 'Muokkaa linkkiä'],
      [EXTERNAL_LINK_ICON, 'Avaa linkki uudessa välilehdessä'],
      [UNLINK_ICON, 'Poista linkki'],
    ],
  },
];

function repairPopover(popover: HTMLElement): void {
  const buttons = [...popover.querySelectorAll<HTMLButtonElement>('button:not([aria-label])')];
  const kind = POPOVERS.find((p) => buttons.some((b) => iconOf(b).startsWith(p.marker)));
  if (!kind) return;
  popover.setAttribute('aria-label', kind.name);
  for (const button of buttons) {
    const name = kind.buttons.find(([icon]) => iconOf(button).startsWith(icon))?.[1];
    if (name) button.setAttribute('aria-label', name);
  }
}

/** Repairs what Keystatic has rendered so far (run on every change of the editor's page). */
export function repairEditorAccessibility(root: HTMLElement): void {
  // The remove button beside a chosen related article is an icon without a name.
  for (const button of root.querySelectorAll<HTMLButtonElement>(
    'button.kui\\:ListViewItem-actions:not([aria-label])',
  )) {
    button.setAttribute(
      'aria-label',
      iconOf(button).startsWith(TRASH_ICON) ? 'Poista' : 'Toiminnot',
    );
  }
  for (const popover of root.querySelectorAll<HTMLElement>('[role="dialog"]:not([aria-label])')) {
    repairPopover(popover);
  }
  // The entry list scrolls, but keyboard users could not reach it to scroll (tabindex -1).
  for (const body of root.querySelectorAll<HTMLElement>('.kui\\:TableView-body[tabindex="-1"]')) {
    body.tabIndex = 0;
  }
}
