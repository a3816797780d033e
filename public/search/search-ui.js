// @ts-check
// Search as you type for the content pages, loaded only when a visitor focuses a search form
// (src/components/search-loader.mjs). The server searches (GET /api/v1/search, Finnish base forms
// through Voikko, docs/decisions/0009); this shows its answer. Without JavaScript the same form
// goes to /haku, which the server renders with the same results.

const MIN_QUERY = 2;
const API = '/api/v1/search';

/**
 * @typedef {{ text: string, mark: boolean }} Segment
 * @typedef {{ url: string, title: string, topic: string, excerpt: Segment[] }} Result
 * @typedef {{ total: number, page: number, pageCount: number, results: Result[], message: string }} Answer
 */

/** @param {Result} result */
function resultItem(result) {
  const li = document.createElement('li');
  const link = document.createElement('a');
  link.href = result.url;
  link.textContent = result.title;
  const excerpt = document.createElement('p');
  for (const segment of result.excerpt) {
    if (segment.mark) {
      const mark = document.createElement('mark');
      mark.textContent = segment.text;
      excerpt.append(mark);
    } else excerpt.append(segment.text);
  }
  li.append(link, excerpt);
  return li;
}

/**
 * @param {URLSearchParams} params
 * @returns {Promise<Answer | string>} the answer, or a Finnish line saying why there is none
 */
async function fetchAnswer(params) {
  try {
    const res = await fetch(`${API}?${params}`, { headers: { accept: 'application/json' } });
    const body = await res.json().catch(() => ({}));
    if (res.ok) return /** @type {Answer} */ (body);
    if (res.status === 400) return body.fields?.q ?? body.message ?? 'Tarkista hakusana.';
    return body.message ?? 'Haku ei onnistunut. Yritä hetken päästä uudelleen.';
  } catch {
    return 'Haku ei onnistunut. Tarkista verkkoyhteys ja yritä uudelleen.';
  }
}

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
  let page = Number(list.dataset.page ?? 0);
  let pageCount = Number(list.dataset.pageCount ?? 0);

  // The page's own links to further result pages give way to "Näytä lisää tuloksia".
  list.parentElement?.querySelector('.search-pages')?.remove();
  const more = document.createElement('button');
  more.type = 'button';
  more.className = 'button button-secondary';
  more.textContent = 'Näytä lisää tuloksia';
  more.hidden = page >= pageCount;
  list.after(more);

  const params = (/** @type {number} */ wanted) => {
    const p = new URLSearchParams({ q: input.value.trim() });
    if (topic.value) p.set('aihe', topic.value);
    if (family.value) p.set('tuoteperhe', family.value);
    if (wanted > 1) p.set('sivu', String(wanted));
    return p;
  };

  async function run() {
    const query = input.value.trim();
    const run = ++latest;
    if (query.length < MIN_QUERY) {
      more.hidden = true;
      list.replaceChildren();
      status.textContent = query ? 'Kirjoita vähintään kaksi merkkiä.' : '';
      return;
    }
    status.textContent = 'Haetaan…';
    const answer = await fetchAnswer(params(1));
    if (run !== latest) return; // a newer search has started
    if (typeof answer === 'string') {
      list.replaceChildren();
      more.hidden = true;
      status.textContent = answer;
      return;
    }
    ({ page, pageCount } = answer);
    list.replaceChildren(...answer.results.map(resultItem));
    more.hidden = page >= pageCount;
    status.textContent = answer.message;
    if (onSearchPage) history.replaceState(null, '', `/haku?${params(1)}`);
  }

  more.addEventListener('click', async () => {
    const run = latest;
    const answer = await fetchAnswer(params(page + 1));
    if (run !== latest) return;
    if (typeof answer === 'string') {
      status.textContent = answer;
      return;
    }
    const firstNew = list.children.length;
    ({ page, pageCount } = answer);
    list.append(...answer.results.map(resultItem));
    more.hidden = page >= pageCount;
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
  // Words typed before this module arrived are searched now; the search page arrives with its
  // results (and their status line) already.
  if (input.value.trim() && !status.textContent) void run();
}
