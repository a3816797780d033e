// The support-article search in the browser, from static files only (docs/decisions/0045):
// the query is normalised with the chunks of the word-form table it needs, Pagefind finds the
// articles (all words; else those with most of them), and each shown result gets an excerpt with
// the matched words marked. Works while the self-service API is down.
import { type ExcerptSegment, excerpt } from '~/domain/search/excerpt';
import { rankPartial } from '~/domain/search/partial-match';
import { visibleText } from '~/domain/search/search-record';
import { queryTerms, tokenize } from '~/domain/search/terms';
import { chunkAnalyzer, matcherFor } from '~/domain/search/word-forms';
import { loadChunks } from './word-form-chunks';

interface PagefindData {
  url: string;
  content: string;
  meta: Record<string, string | undefined>;
}
interface PagefindResult {
  id: string;
  score: number;
  data(): Promise<PagefindData>;
}
interface Pagefind {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  search(
    term: string,
    options?: { filters?: Record<string, string> },
  ): Promise<{ results: PagefindResult[] }>;
}

/** The topic and product-family filters, by the names the filter lists show. */
export interface SearchFilters {
  aihe?: string;
  tuoteperhe?: string;
}

/** One result as the list shows it. */
export interface FoundArticle {
  url: string;
  title: string;
  excerpt: ExcerptSegment[];
}

/** The answer: the query's terms, whether it is partial, and the results to load on demand. */
export interface FoundArticles {
  terms: string[];
  /** No article has every word: these have most of them. */
  partial: boolean;
  results: (() => Promise<FoundArticle>)[];
}

// A variable keeps the bundler from resolving the runtime-only path.
const PAGEFIND_URL = '/pagefind/pagefind.js';

let pagefind: Promise<Pagefind> | undefined;
/** Loads Pagefind once (on the search box's first focus, so the first query need not wait). */
export function loadPagefind(): Promise<Pagefind> {
  pagefind ??= (import(/* @vite-ignore */ PAGEFIND_URL) as Promise<Pagefind>).then(async (pf) => {
    // The main thread, not Pagefind's worker: one file less to load for the first query. The
    // query's words are base forms already, so a word as typed outranks longer words that only
    // start with it (recall@3 57 -> 59 of 60, docs/performance.md).
    await pf.options({ noWorker: true, ranking: { termSimilarity: 3 } });
    await pf.init();
    return pf;
  });
  // A failed load (offline for a moment) is tried again with the next query.
  pagefind.catch(() => (pagefind = undefined));
  return pagefind;
}

const EXCERPT_FALLBACK_WORDS = 24;

/** The article's text after its title, cut round the matches (or its beginning). */
function foundArticle(data: PagefindData, isMatch: (word: string) => boolean): FoundArticle {
  const title = data.meta['title'] ?? '';
  let text = visibleText(data.content);
  if (text.startsWith(title)) text = text.slice(title.length).trim();
  const marked = excerpt(text, isMatch);
  const words = text.split(/\s+/);
  const start = words.slice(0, EXCERPT_FALLBACK_WORDS).join(' ');
  const segments = marked ?? [
    { text: words.length > EXCERPT_FALLBACK_WORDS ? `${start} …` : start, mark: false },
  ];
  return { url: data.url, title, excerpt: segments };
}

export async function findArticles(query: string, filters: SearchFilters): Promise<FoundArticles> {
  const words = tokenize(query);
  const [pf, chunks] = await Promise.all([
    loadPagefind(),
    loadChunks(words.flatMap((w) => [w, ...w.split('-')])),
  ]);
  const terms = queryTerms(chunkAnalyzer(chunks), query);
  // Punctuation alone has no words to search.
  if (terms.length === 0) return { terms, partial: false, results: [] };
  // The words that match a term are looked up under the term, which may start differently.
  const isMatch = matcherFor(terms, await loadChunks(terms));
  const options = { filters: Object.fromEntries(Object.entries(filters).filter(([, v]) => v)) };

  let results: PagefindResult[];
  let partial = false;
  if (terms.length > 1) {
    // Pagefind answers only the pages with every word it knows; a page with most still helps.
    const perTerm = await Promise.all(terms.map((t) => pf.search(t, options)));
    const byId = new Map(perTerm.flatMap((s) => s.results.map((r) => [r.id, r] as const)));
    const ranked = rankPartial(perTerm.map((s) => s.results));
    results = ranked.map((hit) => byId.get(hit.id)).filter((r) => r !== undefined);
    partial = ranked.length > 0 && (ranked[0]?.matched ?? 0) < terms.length;
  } else {
    results = (await pf.search(terms.join(' '), options)).results;
  }
  return {
    terms,
    partial,
    results: results.map((r) => async () => foundArticle(await r.data(), isMatch)),
  };
}
