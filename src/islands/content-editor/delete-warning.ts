// Before an article is deleted in the content editor, its delete dialog lists the content that
// refers to it (issue 36 item 2): Keystatic's own dialog only asks whether the editor is sure.
// The list comes from src/pages/_content-referrers.ts.

interface Referrer {
  kind: string;
  id: string;
  title: string;
  how: string;
}

const ARTICLE_PAGE = /^\/keystatic\/collection\/articles\/item\/([^/?#]+)$/;

/** The editor page of a referring entry, where it can be fixed. */
const editorUrl = (r: Referrer) =>
  r.kind === 'Ohjeartikkeli' ? `/keystatic/collection/articles/item/${r.id}` : undefined;

function warning(referrers: readonly Referrer[]): HTMLElement {
  const note = document.createElement('div');
  note.className = 'sisaltoeditori-viittaukset';
  if (referrers.length === 0) {
    note.append(paragraph('Mikään muu sisältö ei viittaa tähän artikkeliin.'));
    return note;
  }
  note.setAttribute('role', 'alert');
  note.append(
    paragraph(
      'Nämä sivut viittaavat tähän artikkeliin. Jos poistat sen, niiden viittaukset rikkoutuvat, ' +
        'eikä sivustoa voi julkaista ennen kuin ne on korjattu:',
    ),
  );
  const list = document.createElement('ul');
  for (const r of referrers) {
    const item = document.createElement('li');
    const url = editorUrl(r);
    if (url) {
      const link = document.createElement('a');
      link.href = url;
      link.textContent = r.title;
      item.append(link);
    } else {
      item.append(r.title);
    }
    item.append(` (${r.kind.toLowerCase()}, ${r.how})`);
    list.append(item);
  }
  note.append(list);
  return note;
}

function paragraph(text: string): HTMLParagraphElement {
  const p = document.createElement('p');
  p.textContent = text;
  return p;
}

async function addWarning(dialog: HTMLElement, articleId: string): Promise<void> {
  dialog.dataset.viittaukset = 'haetaan';
  let referrers: Referrer[];
  try {
    const response = await fetch(
      `/sisaltoeditori/viittaukset?artikkeli=${encodeURIComponent(articleId)}`,
    );
    if (!response.ok) throw new Error(String(response.status));
    referrers = ((await response.json()) as { referrers: Referrer[] }).referrers;
  } catch {
    dialog.dataset.viittaukset = 'virhe';
    const note = paragraph(
      'Viittauksia tähän artikkeliin ei voitu tarkistaa. Tarkista ennen poistamista, ettei mikään muu artikkeli linkitä siihen.',
    );
    note.setAttribute('role', 'alert');
    (dialog.querySelector('section') ?? dialog).append(note);
    return;
  }
  dialog.dataset.viittaukset = 'haettu';
  (dialog.querySelector('section') ?? dialog).append(warning(referrers));
}

/** Adds the warning to an article's delete dialog once it is open (run on every change). */
export function warnBeforeDelete(root: HTMLElement): void {
  const articleId = ARTICLE_PAGE.exec(window.location.pathname)?.[1];
  if (!articleId) return;
  for (const dialog of root.querySelectorAll<HTMLElement>(
    '[role="alertdialog"]:not([data-viittaukset])',
  )) {
    void addWarning(dialog, decodeURIComponent(articleId));
  }
}
