// When no article has every word of a query (Pagefind answers only pages with all of them), the
// search falls back to the articles with the most of the words, as a person asking a long
// question expects ("miten voin keskeyttää lehden loman ajaksi"). Pure.

/** One page found by one query term, with Pagefind's score for it. */
export interface TermHit {
  id: string;
  score: number;
}

/** A page of a partial answer: how many of the terms it has and their summed scores. */
export interface PartialHit {
  id: string;
  matched: number;
  score: number;
}

/**
 * The pages with at least half of the terms (rounded up, and at least one), most terms first,
 * then by summed score. `perTerm` holds one list of hits for each term of the query.
 */
export function rankPartial(perTerm: readonly (readonly TermHit[])[]): PartialHit[] {
  const pages = new Map<string, PartialHit>();
  for (const hits of perTerm) {
    for (const { id, score } of hits) {
      const page = pages.get(id) ?? { id, matched: 0, score: 0 };
      page.matched += 1;
      page.score += score;
      pages.set(id, page);
    }
  }
  const needed = Math.max(1, Math.ceil(perTerm.length / 2));
  return [...pages.values()]
    .filter((p) => p.matched >= needed)
    .sort((a, b) => b.matched - a.matched || b.score - a.score);
}
