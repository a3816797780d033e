// Search terms for Finnish: the same normalisation at build time (what a page is indexed under)
// and for the visitor's query, so that any inflected or compound form finds the page. Pure: the
// morphological analyser is passed in (Voikko on the server and in scripts/build-search.mjs).
// Import-free on purpose: scripts/build-search.mjs imports this file with Node's type stripping.

export interface WordAnalysis {
  /** Base form of the whole word, lower-case. */
  baseform: string;
  /** Base forms of the compound's parts, lower-case; [] when the word is not a compound. */
  parts: string[];
}

/** Every analysis of one word, in the analyser's order; [] for an unknown word. */
export type Analyze = (word: string) => WordAnalysis[];

/** A word: letters (å, ä, ö included) and digits, hyphenated compounds kept whole (e-lasku). */
const WORD = /[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*/gu;

/** The words of a text, lower-cased, in order (repeats kept). */
export function tokenize(text: string): string[] {
  return text.toLowerCase().match(WORD) ?? [];
}

/** Analyses of a word; an unknown hyphenated word is analysed piece by piece. */
function analyses(analyze: Analyze, word: string): WordAnalysis[][] {
  const whole = analyze(word);
  if (whole.length > 0 || !word.includes('-')) return [whole];
  return word.split('-').map((piece) => analyze(piece));
}

/**
 * What one occurrence of a word counts towards: the word itself and, with an analyser, the base
 * forms and compound parts of its every reading. Unique, the word first.
 */
export function wordTerms(analyze: Analyze | null, word: string): string[] {
  const terms = new Set([word]);
  if (analyze) {
    for (const list of analyses(analyze, word)) {
      for (const { baseform, parts } of list) {
        terms.add(baseform.toLowerCase());
        for (const part of parts) terms.add(part.toLowerCase());
      }
    }
  }
  terms.delete('');
  return [...terms];
}

/** A part of a page and how much a word in it counts (a title word more than a body word). */
export interface WeightedText {
  text: string;
  weight: number;
}

/**
 * A page's index terms with their weighted counts: every word as written plus (with an analyser)
 * the base forms and compound parts of each reading, so that any inflected or compound form of the
 * query finds it. Pass a caching analyser: a page repeats its words.
 */
export function documentTerms(
  analyze: Analyze | null,
  fields: readonly WeightedText[],
): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { text, weight } of fields) {
    for (const word of tokenize(text)) {
      for (const term of wordTerms(analyze, word)) counts[term] = (counts[term] ?? 0) + weight;
    }
  }
  return counts;
}

/**
 * Voikko lists readings in no order of likelihood ('maksamaton' comes first as maksa + matto):
 * the reading with the fewest compound parts is the usual one, the first of equals otherwise.
 */
function mostLikely(list: WordAnalysis[]): WordAnalysis | undefined {
  let best = list[0];
  for (const a of list) if (best && a.parts.length < best.parts.length) best = a;
  return best;
}

/**
 * The base form a query uses for one word (queryTerms), or undefined when the analyser does not
 * know the word.
 */
export function likelyBaseForm(analyze: Analyze, word: string): string | undefined {
  return mostLikely(analyze(word))?.baseform.toLowerCase();
}

/**
 * The visitor's query as index terms. Per word, the base form of its most likely analysis
 * ('tilauksen' -> 'tilaus', 'osoitteenmuutoksen' -> 'osoitteenmuutos'), else the word itself.
 * Every term is one that a page with the word is indexed under (documentTerms covers every
 * analysis), so matching every query term still finds the page; words written apart
 * ('osoitteen muutos') find the compound through the parts documentTerms adds. A compound is sent
 * whole, not as its parts: its parts would also match pages that only mention them apart.
 */
export function queryTerms(analyze: Analyze, query: string): string[] {
  const terms = new Set<string>();
  for (const word of tokenize(query)) {
    const pieces = word.includes('-') && analyze(word).length === 0 ? word.split('-') : [word];
    for (const piece of pieces) {
      const reading = mostLikely(analyze(piece));
      if (!reading) terms.add(piece);
      else terms.add(reading.baseform.toLowerCase());
    }
  }
  terms.delete('');
  return [...terms];
}
