// @ts-check
// Search for the content pages, loaded only when a visitor focuses a search form
// (src/components/search-loader.mjs). Pagefind holds the index; /api/v1/search/terms turns the
// visitor's Finnish into base forms and compound parts (Voikko), as the index was built.

const MIN_QUERY = 2;
// Each shown result downloads its fragment; five at a time keeps a query's transfer small.
const PAGE_SIZE = 5;
const LEMMA_MARK = '⁂';

// A variable keeps bundlers and the type checker from resolving the runtime-only path.
const PAGEFIND_URL = '/pagefind/pagefind.js';

/** @type {Promise<any> | undefined} */
let pagefind;
function loadPagefind() {
  pagefind ??= import(PAGEFIND_URL).then(async (pf) => {
    await pf.options({ excerptLength: 24 });
    pf.init();
    return pf;
  });
  return pagefind;
}

/** @param {string} query */
async function searchTerms(query) {
  try {
    const res = await fetch(`/api/v1/search/terms?q=${encodeURIComponent(query)}`, {
      headers: { accept: 'application/json' },
    });
    if (!res.ok) return query;
    const body = await res.json();
    return Array.isArray(body.terms) && body.terms.length ? body.terms.join(' ') : query;
  } catch {
    return query; // offline or API down: plain Pagefind still finds exact and stemmed words
  }
}

/** @param {string} text */
const escapeHtml = (text) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/**
 * Pagefind's excerpt, unless the match was only in the hidden base-form block: then the summary.
 * @param {{ excerpt: string, meta: Record<string, string> }} data
 */
function excerptHtml(data) {
  if (data.excerpt && !data.excerpt.includes(LEMMA_MARK)) return data.excerpt;
  return escapeHtml(data.meta.summary ?? '');
}

/** @param {number} n */
const countText = (n) => (n === 1 ? 'Löytyi 1 ohje.' : `Löytyi ${n} ohjetta.`);

/** @param {HTMLFormElement} form */
export function enhance(form) {
  if (form.dataset.enhanced) return;
  form.dataset.enhanced = 'true';
  const input = /** @type {HTMLInputElement} */ (form.elements.namedItem('q'));
  const topic = /** @type {HTMLSelectElement} */ (form.elements.namedItem('aihe'));
  const family = /** @type {HTMLSelectElement} */ (form.elements.namedItem('tuoteperhe'));
  const list = /** @type {HTMLOListElement} */ (
    document.getElementById(form.dataset.results ?? '')
  );
  const status = /** @type {HTMLElement} */ (list.previousElementSibling);
  const onSearchPage = location.pathname === '/haku';
  let timer = 0;
  let latest = 0;

  if (onSearchPage) {
    const params = new URLSearchParams(location.search);
    input.value = params.get('q') ?? '';
    if (params.get('aihe')) topic.value = params.get('aihe') ?? '';
    if (params.get('tuoteperhe')) family.value = params.get('tuoteperhe') ?? '';
  }

  async function run() {
    const query = input.value.trim();
    const run = ++latest;
    if (query.length < MIN_QUERY) {
      pending = [];
      more.hidden = true;
      list.replaceChildren();
      status.textContent = query ? 'Kirjoita vähintään kaksi merkkiä.' : '';
      return;
    }
    status.textContent = 'Haetaan…';
    const [pf, terms] = await Promise.all([loadPagefind(), searchTerms(query)]);
    /** @type {Record<string, string>} */
    const filters = {};
    if (topic.value) filters.aihe = topic.value;
    if (family.value) filters.tuoteperhe = family.value;
    const search = await pf.search(terms, { filters });
    if (run !== latest) return; // a newer search has started
    pending = search.results;
    list.replaceChildren();
    await showMore(run);
    status.textContent =
      pending.length + list.children.length
        ? countText(search.results.length)
        : `Haulla "${query}" ei löytynyt ohjeita. Kokeile toista sanaa tai poista rajaukset.`;
    if (onSearchPage) {
      const params = new URLSearchParams({ q: query });
      if (topic.value) params.set('aihe', topic.value);
      if (family.value) params.set('tuoteperhe', family.value);
      history.replaceState(null, '', `/haku?${params}`);
    }
  }

  /** Results not shown yet; "Näytä lisää" shows the next page of them. */
  /** @type {any[]} */
  let pending = [];
  const more = document.createElement('button');
  more.type = 'button';
  more.className = 'button button-secondary';
  more.textContent = 'Näytä lisää tuloksia';
  more.hidden = true;
  list.after(more);

  /** @param {number} run */
  async function showMore(run) {
    const next = pending.slice(0, PAGE_SIZE);
    pending = pending.slice(PAGE_SIZE);
    const results = await Promise.all(next.map((r) => r.data()));
    if (run !== latest) return;
    list.insertAdjacentHTML(
      'beforeend',
      results
        .map(
          (d) =>
            `<li><a href="${escapeHtml(d.url.replace(/\.html$/, ''))}">${escapeHtml(d.meta.title ?? '')}</a><p>${excerptHtml(d)}</p></li>`,
        )
        .join(''),
    );
    more.hidden = pending.length === 0;
  }

  more.addEventListener('click', async () => {
    const firstNew = list.children.length;
    await showMore(latest);
    // Keyboard and screen-reader users continue from the first result just added.
    list.children[firstNew]?.querySelector('a')?.focus();
  });

  const soon = () => {
    clearTimeout(timer);
    timer = window.setTimeout(run, 250);
  };
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    clearTimeout(timer);
    void run();
  });
  input.addEventListener('input', soon);
  topic.addEventListener('change', soon);
  family.addEventListener('change', soon);
  void loadPagefind();
  if (input.value.trim()) void run();
}
