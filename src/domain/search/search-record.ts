// How an article is laid out in the Pagefind index (scripts/build-search.mjs) and read back in
// the browser (src/islands/search). Import-free: the build script imports it with type stripping.

/**
 * Separates what the reader sees from the lemma block (the base forms and compound parts the
 * article is also found by). Excerpts are cut from the text before it.
 */
export const LEMMA_MARK = '⁂';

/** Pagefind weight of the title's lemmas: as much as the title itself (an h1 weighs 7). */
export const TITLE_WEIGHT = 7;

/** The text of a record as the reader sees it: everything before the lemma block. */
export function visibleText(content: string): string {
  const at = content.indexOf(LEMMA_MARK);
  return (at === -1 ? content : content.slice(0, at)).trim();
}
