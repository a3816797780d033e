// Support-article search on the server (docs/decisions/0009): the index that
// scripts/build-search.mjs writes, loaded once per process on the first search, queried with the
// visitor's words normalised by Voikko the same way the build normalised the articles. Used by
// GET /api/v1/search and by the /haku page (which works without JavaScript).
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import {
  type ArticleIndex,
  type IndexedDocument,
  type SearchIndexFile,
  buildArticleIndex,
  rankArticles,
} from '~/domain/search/article-index';
import { type ExcerptSegment, excerpt } from '~/domain/search/excerpt';
import {
  SEARCH_PAGE_SIZE,
  type SearchAnswer,
  type SearchQuery,
  resultCountText,
} from '~/domain/search/search-query';
import { queryTerms, tokenize, wordTerms } from '~/domain/search/terms';
import { type Voikko, loadVoikko } from './voikko';

/** Where the build writes the index; SEARCH_INDEX overrides (scripts/serve.mjs sets it). */
const searchIndexPath = (): string =>
  resolve(process.env['SEARCH_INDEX'] ?? 'dist/search-index.json');

// One loaded index and one Voikko per process, shared by the API bundle and Astro's page bundle
// (both run in the server process of scripts/serve.mjs), hence on globalThis.
interface Shared {
  index?: Promise<ArticleIndex | null> | undefined;
  voikko?: Voikko | null;
  analyses: Map<string, string[]>;
}
const SHARED = Symbol.for('portal.articleSearch');
const shared: Shared = ((globalThis as Record<symbol, Shared | undefined>)[SHARED] ??= {
  analyses: new Map<string, string[]>(),
});

/** The index, or null when the build has not written one (a development server before a build). */
export function loadArticleIndex(path = searchIndexPath()): Promise<ArticleIndex | null> {
  shared.index ??= readFile(path, 'utf8').then(
    (json) => buildArticleIndex(JSON.parse(json) as SearchIndexFile),
    (err: NodeJS.ErrnoException) => {
      shared.index = undefined; // try again on the next search: the build may come later
      if (err.code === 'ENOENT') return null;
      throw err;
    },
  );
  return shared.index;
}

function voikko(): Voikko | null {
  if (shared.voikko === undefined) shared.voikko = loadVoikko();
  return shared.voikko;
}

const MAX_CACHED_WORDS = 50_000;
/** A word's terms (itself and, with Voikko, its base forms and parts), cached per process. */
function termsOfWord(analyzer: Voikko | null, word: string): string[] {
  let terms = shared.analyses.get(word);
  if (!terms) {
    terms = wordTerms(analyzer ? (w) => analyzer.analyze(w) : null, word);
    if (shared.analyses.size >= MAX_CACHED_WORDS) shared.analyses.clear();
    shared.analyses.set(word, terms);
  }
  return terms;
}

/** The query as index terms: base forms with Voikko (when the index has them), else the words. */
function searchTermsOf(q: string, normalizedIndex: boolean): string[] {
  const analyzer = normalizedIndex ? voikko() : null;
  if (!analyzer) return [...new Set(tokenize(q))];
  return queryTerms((word) => analyzer.analyze(word), q);
}

function resultExcerpt(doc: IndexedDocument, isMatch: (word: string) => boolean): ExcerptSegment[] {
  return (
    excerpt(doc.text, isMatch) ??
    excerpt(doc.summary, isMatch, Number.MAX_SAFE_INTEGER) ?? [{ text: doc.summary, mark: false }]
  );
}

/** One page of results for the query, or null when there is no index to search. */
export function searchArticles(
  query: SearchQuery,
  loaded: ArticleIndex | null,
): SearchAnswer | null {
  if (!loaded) return null;
  const terms = searchTermsOf(query.q, loaded.normalized);
  const ranked = rankArticles(loaded, terms, { topic: query.aihe, family: query.tuoteperhe });
  const total = ranked.hits.length;
  const pageCount = Math.max(1, Math.ceil(total / SEARCH_PAGE_SIZE));
  const page = Math.min(query.sivu, pageCount);
  const wanted = new Set(terms);
  const analyzer = loaded.normalized ? voikko() : null;
  const isMatch = (word: string) => termsOfWord(analyzer, word).some((t) => wanted.has(t));
  const results = ranked.hits
    .slice((page - 1) * SEARCH_PAGE_SIZE, page * SEARCH_PAGE_SIZE)
    .map((i) => loaded.documents[i])
    .filter((doc) => doc !== undefined)
    .map((doc) => ({
      url: doc.url,
      title: doc.title,
      topic: doc.topic,
      excerpt: resultExcerpt(doc, isMatch),
    }));
  const answer = { terms, normalized: loaded.normalized, partial: ranked.partial, total };
  return {
    ...answer,
    page,
    pageCount,
    results,
    message: resultCountText(answer, query.q),
  };
}
