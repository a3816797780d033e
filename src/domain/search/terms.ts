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
 * What a page is indexed under beyond its own words: the base forms and compound parts of every
 * analysis of every word, unique, in order of first appearance.
 */
export function indexTerms(analyze: Analyze, text: string): string[] {
  const terms = new Set<string>();
  for (const word of new Set(tokenize(text))) {
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
 * The visitor's query as index terms. Per word, the base form of its most likely analysis
 * ('tilauksen' -> 'tilaus', 'osoitteenmuutoksen' -> 'osoitteenmuutos'), else the word itself.
 * Every term is one that a page with the word is indexed under (indexTerms covers every
 * analysis), so Pagefind's all-words matching still finds the page; words written apart
 * ('osoitteen muutos') find the compound through the parts indexTerms adds. A compound is sent
 * whole, not as its parts: each term costs Pagefind one index chunk (35-47 KB at 10,000 articles),
 * and the parts gained one query in 60 of recall (docs/performance.md).
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
