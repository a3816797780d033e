// Search as you type on the content pages. Loaded only when a visitor focuses a search form
// (src/components/search-loader.mjs); built by vite.search.config.ts into /search/search-ui.js.
// Without JavaScript the form goes to /haku, which lists the topics and the most read articles.
import type { ExcerptSegment } from '~/domain/search/excerpt';
import {
  MIN_QUERY_LENGTH,
  SEARCH_PAGE_SIZE,
  SEARCH_QUERY_MAX_LENGTH,
  resultCountText,
} from '~/domain/search/search-status';
import { type FoundArticle, type FoundArticles, findArticles, loadPagefind } from './find-articles';

export { findArticles };

const FAILED = 'Haku ei onnistunut. Tarkista verkkoyhteys ja yritä uudelleen.';

function excerptParagraph(segments: ExcerptSegment[]): HTMLParagraphElement {
  const p = document.createElement('p');
  for (const segment of segments) {
    if (segment.mark) {
      const mark = document.createElement('mark');
      mark.textContent = segment.text;
      p.append(mark);
    } else p.append(segment.text);
  }
  return p;
}

function resultItem(result: FoundArticle): HTMLLIElement {
  const li = document.createElement('li');
  const link = document.createElement('a');
  link.href = result.url;
  link.textContent = result.title;
  li.append(link, excerptParagraph(result.excerpt));
  return li;
}

function field<T extends Element>(form: HTMLFormElement, name: string): T {
  return form.elements.namedItem(name) as unknown as T;
}

export function enhance(form: HTMLFormElement): void {
  if (form.dataset['enhanced']) return;
  form.dataset['enhanced'] = 'true';
  // This module loads on the first focus: Pagefind starts loading now, not at the first query.
  loadPagefind().catch(() => undefined);
  const input = field<HTMLInputElement>(form, 'q');
  const topic = field<HTMLSelectElement>(form, 'aihe');
  const family = field<HTMLSelectElement>(form, 'tuoteperhe');
  const list = document.getElementById(form.dataset['results'] ?? '') as HTMLOListElement;
  const status = list.previousElementSibling as HTMLElement;
  const onSearchPage = location.pathname === '/haku';
  let timer = 0;
  let latest = 0;
  let pending: FoundArticles['results'] = [];

  if (onSearchPage) {
    // The page is static: what was searched comes from the address.
    const params = new URLSearchParams(location.search);
    input.value = params.get('q') ?? input.value;
    topic.value = params.get('aihe') ?? topic.value;
    family.value = params.get('tuoteperhe') ?? family.value;
  }

  const more = document.createElement('button');
  more.type = 'button';
  more.className = 'button button-secondary';
  more.textContent = 'Näytä lisää tuloksia';
  more.hidden = true;
  list.after(more);

  async function showMore(run: number): Promise<boolean> {
    const next = pending.slice(0, SEARCH_PAGE_SIZE);
    pending = pending.slice(SEARCH_PAGE_SIZE);
    const results = await Promise.all(next.map((load) => load()));
    if (run !== latest) return false;
    list.append(...results.map(resultItem));
    more.hidden = pending.length === 0;
    return true;
  }

  async function run(): Promise<void> {
    const query = input.value.trim();
    const current = ++latest;
    if (query.length < MIN_QUERY_LENGTH || query.length > SEARCH_QUERY_MAX_LENGTH) {
      pending = [];
      more.hidden = true;
      list.replaceChildren();
      status.textContent = !query
        ? ''
        : query.length < MIN_QUERY_LENGTH
          ? 'Kirjoita vähintään kaksi merkkiä.'
          : `Kirjoita enintään ${SEARCH_QUERY_MAX_LENGTH} merkkiä.`;
      return;
    }
    status.textContent = 'Haetaan…';
    try {
      const found = await findArticles(query, { aihe: topic.value, tuoteperhe: family.value });
      if (current !== latest) return; // a newer search has started
      pending = found.results;
      list.replaceChildren();
      if (!(await showMore(current))) return;
      status.textContent = resultCountText(
        { total: found.results.length, partial: found.partial },
        query,
      );
    } catch {
      if (current !== latest) return;
      list.replaceChildren();
      more.hidden = true;
      status.textContent = FAILED;
      return;
    }
    if (onSearchPage) {
      const params = new URLSearchParams({ q: query });
      if (topic.value) params.set('aihe', topic.value);
      if (family.value) params.set('tuoteperhe', family.value);
      history.replaceState(null, '', `/haku?${params}`);
    }
  }

  more.addEventListener('click', () => {
    const firstNew = list.children.length;
    showMore(latest).then(
      // Keyboard and screen-reader users continue from the first result just added.
      () => list.children[firstNew]?.querySelector('a')?.focus(),
      () => (status.textContent = FAILED),
    );
  });

  const soon = () => {
    clearTimeout(timer);
    timer = window.setTimeout(() => void run(), 250);
  };
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    clearTimeout(timer);
    void run();
  });
  input.addEventListener('input', soon);
  topic.addEventListener('change', soon);
  family.addEventListener('change', soon);
  // Words typed before this module arrived, or the search page's query, are searched now.
  if (input.value.trim()) void run();
}
