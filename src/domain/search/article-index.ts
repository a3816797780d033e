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

/** A document as the index keeps it: its terms live in the postings only. */
export type IndexedDocument = Omit<SearchDocument, 'terms'>;

/** The documents that have a term, ascending, and the term's weighted count in each. */
export interface Posting {
  docs: Uint32Array;
  counts: Float32Array;
}

export interface ArticleIndex {
  documents: IndexedDocument[];
  normalized: boolean;
  /** term -> its posting. Typed arrays: 10,000 articles must not cost a gigabyte. */
  postings: Map<string, Posting>;
  /** Weighted term count of each document, and their average (BM25 length normalisation). */
  lengths: Float64Array;
  averageLength: number;
}

export function buildArticleIndex(file: SearchIndexFile): ArticleIndex {
  const growing = new Map<string, { docs: number[]; counts: number[] }>();
  const lengths = new Float64Array(file.documents.length);
  const documents: IndexedDocument[] = file.documents.map(({ terms, ...doc }, i) => {
    let length = 0;
    for (const [term, count] of Object.entries(terms)) {
      length += count;
      const list = growing.get(term);
      if (list) {
        list.docs.push(i);
        list.counts.push(count);
      } else growing.set(term, { docs: [i], counts: [count] });
    }
    lengths[i] = length;
    return doc;
  });
  const postings = new Map<string, Posting>();
  for (const [term, { docs, counts }] of growing) {
    postings.set(term, { docs: Uint32Array.from(docs), counts: Float32Array.from(counts) });
  }
  const total = lengths.reduce((a, b) => a + b, 0);
  return {
    documents,
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
    const posting = index.postings.get(term);
    if (!posting) continue;
    const df = posting.docs.length;
    const idf = Math.log(1 + (n - df + 0.5) / (df + 0.5));
    for (let j = 0; j < df; j++) {
      const i = posting.docs[j] ?? 0;
      const doc = index.documents[i];
      if (!doc || !passes(doc, options)) continue;
      const tf = posting.counts[j] ?? 0;
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

function passes(doc: IndexedDocument, { topic, family }: RankOptions): boolean {
  if (topic && doc.topic !== topic) return false;
  if (family && !doc.families.includes(family)) return false;
  return true;
}
