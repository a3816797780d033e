// The search box's limits and the Finnish status line above the results. Zod-free: the
// content pages' search module (src/islands/search) carries it.

export const SEARCH_QUERY_MAX_LENGTH = 200;
/** Shorter queries are not searched (a single letter would match half the site). */
export const MIN_QUERY_LENGTH = 2;
/** Results shown at once; "Näytä lisää tuloksia" shows the next ones. */
export const SEARCH_PAGE_SIZE = 5;

/** The Finnish line above the results (also read out by screen readers). */
export function resultCountText(
  answer: { total: number; partial: boolean },
  query: string,
): string {
  if (answer.total === 0)
    return `Haulla "${query}" ei löytynyt ohjeita. Kokeile toista sanaa tai poista rajaukset.`;
  const found = answer.total === 1 ? 'Löytyi 1 ohje.' : `Löytyi ${answer.total} ohjetta.`;
  return answer.partial ? `${found} Kaikkia hakusanoja ei löytynyt samasta ohjeesta.` : found;
}
