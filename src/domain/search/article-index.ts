// The support-article search: an inverted index over the documents that scripts/build-search.mjs
// writes at build time, and BM25 ranking with the topic and product-family filters. Pure and
// import-free (scripts import it with Node's type stripping); the server loads the documents.

/** One searchable article as the build writes it (dist/search-index.json). */
export interface SearchDocument {
  /** Canonical address, e.g. /aihe/jakelu/jakelun-keskeytys. */
  url: string;
  title: string;
  summary: string;
  /** Topic title, the value of the topic filter. */
  topic: string;
  /** Product family names, the values of the product filter (every family when none is named). */
  families: string[];
  /** The article's body text without title and summary, for excerpts. */
  text: string;
  /** Index terms with weighted counts (documentTerms in terms.ts). */
  terms: Record<string, number>;
}

/** How much one occurrence of a word counts in each part of an article. */
export const TERM_WEIGHTS = { title: 5, summary: 2, text: 1 } as const;

/** What the build writes: the documents and whether Voikko base forms are in their terms. */
export interface SearchIndexFile {
  version: 1;
  /** true when the terms include Voikko base forms and compound parts. */
  normalized: boolean;
  documents: SearchDocument[];
}

export interface ArticleIndex {
  documents: SearchDocument[];
  normalized: boolean;
  /** term -> indices of the documents that have it, ascending. */
  postings: Map<string, number[]>;
  /** Weighted term count of each document, and their average (BM25 length normalisation). */
  lengths: number[];
  averageLength: number;
}

export function buildArticleIndex(file: SearchIndexFile): ArticleIndex {
  const postings = new Map<string, number[]>();
  const lengths: number[] = [];
  file.documents.forEach((doc, i) => {
    let length = 0;
    for (const [term, count] of Object.entries(doc.terms)) {
      length += count;
      const list = postings.get(term);
      if (list) list.push(i);
      else postings.set(term, [i]);
    }
    lengths.push(length);
  });
  const total = lengths.reduce((a, b) => a + b, 0);
  return {
    documents: file.documents,
    normalized: file.normalized,
    postings,
    lengths,
    averageLength: lengths.length ? total / lengths.length : 0,
  };
}

export interface RankOptions {
  /** Topic title; only its articles. */
  topic?: string | undefined;
  /** Product family name; only articles of that family. */
  family?: string | undefined;
}

export interface Ranked {
  /** Document indices, best first. */
  hits: number[];
  /** true when no article has every term: the hits have as many of them as any article has. */
  partial: boolean;
}

const K1 = 1.2;
const B = 0.75;

/**
 * The articles that have every query term, best first by BM25. When none has all of them (a
 * long question), those with the most terms, but at least half: a visitor sees the nearest
 * articles rather than nothing.
 */
export function rankArticles(
  index: ArticleIndex,
  terms: readonly string[],
  options: RankOptions = {},
): Ranked {
  const unique = [...new Set(terms)];
  if (unique.length === 0) return { hits: [], partial: false };
  const n = index.documents.length;
  const matched = new Map<number, { count: number; score: number }>();
  for (const term of unique) {
    const list = index.postings.get(term) ?? [];
    const idf = Math.log(1 + (n - list.length + 0.5) / (list.length + 0.5));
    for (const i of list) {
      const doc = index.documents[i];
      if (!doc || !passes(doc, options)) continue;
      const tf = doc.terms[term] ?? 0;
      const norm = 1 - B + (B * (index.lengths[i] ?? 0)) / (index.averageLength || 1);
      const score = (idf * (tf * (K1 + 1))) / (tf + K1 * norm);
      const entry = matched.get(i);
      if (entry) {
        entry.count += 1;
        entry.score += score;
      } else matched.set(i, { count: 1, score });
    }
  }
  let best = 0;
  for (const { count } of matched.values()) best = Math.max(best, count);
  const needed = Math.ceil(unique.length / 2);
  if (best < needed) return { hits: [], partial: false };
  const hits = [...matched]
    .filter(([, m]) => m.count === best)
    .sort(([ia, a], [ib, b]) => b.score - a.score || ia - ib)
    .map(([i]) => i);
  return { hits, partial: best < unique.length };
}

function passes(doc: SearchDocument, { topic, family }: RankOptions): boolean {
  if (topic && doc.topic !== topic) return false;
  if (family && !doc.families.includes(family)) return false;
  return true;
}
