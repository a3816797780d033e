// The Finnish word-form table of the static search (docs/decisions/0045): at build time Voikko
// analyses every word of the articles; the browser, which has no Voikko, fetches only the small
// chunks of this table that its query words need. Two directions per chunk:
// - forms: a word as written -> the base form the query uses ('tilauksen' -> 'tilaus');
// - matches: an index term -> the words of the articles indexed under it ('tilaus' ->
//   ['tilauksen', 'digitilaus', ...]), so that the excerpt marks what matched.
// Pure and import-free: scripts/build-search.mjs imports it with Node's type stripping.

/** One file of the table: the words and terms whose chunk key is the same. */
export interface WordFormChunk {
  /** Word as written -> base form of its most likely reading, where the two differ. */
  forms: Record<string, string>;
  /** Index term -> the corpus words indexed under it other than the term itself. */
  matches: Record<string, string[]>;
}

/** The analysis the table needs: the words' base forms and compound parts (terms.ts). */
export interface WordFormSource {
  /** Base form of the most likely reading, or undefined for an unknown word. */
  baseForm(word: string): string | undefined;
  /** Every term an occurrence of the word is indexed under, the word itself included. */
  terms(word: string): string[];
}

/** How many leading characters choose a chunk: two give files of a few kilobytes. */
const KEY_LENGTH = 2;

/**
 * The chunk a word or term belongs to, safe as a file name: its first two characters, a–z and
 * digits as they are, any other character as '_' and its code point in hex ('kä' -> 'k_e4').
 */
export function chunkKey(word: string): string {
  return [...word.slice(0, KEY_LENGTH)]
    .map((c) => (/[a-z0-9]/.test(c) ? c : `_${c.codePointAt(0)?.toString(16) ?? ''}`))
    .join('');
}

function chunkOf(chunks: Map<string, WordFormChunk>, word: string): WordFormChunk {
  const key = chunkKey(word);
  let chunk = chunks.get(key);
  if (!chunk) {
    chunk = { forms: {}, matches: {} };
    chunks.set(key, chunk);
  }
  return chunk;
}

/** The table for these words (each distinct word once), by chunk key, in a stable order. */
export function buildWordForms(
  words: Iterable<string>,
  source: WordFormSource,
): Map<string, WordFormChunk> {
  const chunks = new Map<string, WordFormChunk>();
  const matches = new Map<string, Set<string>>();
  // Sorted first: the same words give the same files, whatever order the pages were read in.
  for (const word of [...new Set(words)].sort()) {
    const base = source.baseForm(word);
    // A known hyphenated word is kept even as itself: unknown ones are looked up piece by piece.
    if (base !== undefined && (base !== word || word.includes('-'))) {
      chunkOf(chunks, word).forms[word] = base;
    }
    for (const term of source.terms(word)) {
      if (term === word) continue;
      let set = matches.get(term);
      if (!set) matches.set(term, (set = new Set()));
      set.add(word);
    }
  }
  for (const [term, set] of matches) chunkOf(chunks, term).matches[term] = [...set].sort();
  return new Map([...chunks].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** The base form the query uses for a word, from its loaded chunk; undefined when unknown. */
export function baseFormOf(chunks: ReadonlyMap<string, WordFormChunk>, word: string) {
  return chunks.get(chunkKey(word))?.forms[word];
}

/**
 * Whether a word of an article matched one of the query's terms: it is a term, or is indexed
 * under one (its base form or a compound part, from the table). A term the table does not know
 * (a word still being typed, "tilau") matches the words that start with it, as Pagefind does; a
 * known term does not, so "loma" does not mark "lomakkeella" (lomake, a form).
 */
export function matcherFor(
  terms: readonly string[],
  chunks: ReadonlyMap<string, WordFormChunk>,
): (word: string) => boolean {
  const words = new Set(terms);
  const prefixes: string[] = [];
  for (const term of terms) {
    const indexed = chunks.get(chunkKey(term))?.matches[term];
    for (const word of indexed ?? []) words.add(word);
    if (!indexed && term.length >= 3) prefixes.push(term);
  }
  return (word) => words.has(word) || prefixes.some((prefix) => word.startsWith(prefix));
}

/**
 * An analyser (terms.ts' Analyze) that answers from the loaded chunks, so that the browser
 * normalises a query with queryTerms exactly as the build analysed the articles' words.
 */
export function chunkAnalyzer(chunks: ReadonlyMap<string, WordFormChunk>) {
  return (word: string): { baseform: string; parts: string[] }[] => {
    const base = baseFormOf(chunks, word);
    return base === undefined ? [] : [{ baseform: base, parts: [] }];
  };
}
