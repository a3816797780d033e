import { z } from 'zod';

const SEARCH_QUERY_MAX_LENGTH = 200;
/** Results per page; "Näytä lisää tuloksia" asks for the next page. */
export const SEARCH_PAGE_SIZE = 10;
const SEARCH_MAX_PAGE = 100;

const filterValue = z.string().trim().max(100, 'Rajaus on liian pitkä.').optional();

/** GET /api/v1/search and the /haku page: the visitor's words, filters and result page. */
export const searchQuerySchema = z.strictObject({
  q: z
    .string()
    .trim()
    .min(1, 'Kirjoita hakusana.')
    .max(SEARCH_QUERY_MAX_LENGTH, `Kirjoita enintään ${SEARCH_QUERY_MAX_LENGTH} merkkiä.`),
  /** Topic title ('' = every topic). */
  aihe: filterValue,
  /** Product family name ('' = every product). */
  tuoteperhe: filterValue,
  sivu: z.coerce
    .number()
    .int('Sivun numero on kokonaisluku.')
    .min(1, 'Sivun numero on vähintään 1.')
    .max(SEARCH_MAX_PAGE, `Sivun numero on enintään ${SEARCH_MAX_PAGE}.`)
    .default(1),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

const excerptSegmentSchema = z.object({ text: z.string(), mark: z.boolean() });

const searchResultSchema = z.object({
  url: z.string(),
  title: z.string(),
  topic: z.string(),
  /** The stretch of the article with the most matches, or its summary; marks on the matches. */
  excerpt: z.array(excerptSegmentSchema),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

export const searchAnswerSchema = z
  .object({
    /** The query terms after Finnish normalisation (base forms), as matched. */
    terms: z.array(z.string()),
    /** false when the server has no Voikko: words match only as written. */
    normalized: z.boolean(),
    /** true when no article has every word: these have the most of them. */
    partial: z.boolean(),
    total: z.number().int(),
    page: z.number().int(),
    pageCount: z.number().int(),
    results: z.array(searchResultSchema),
    /** The Finnish line above the results (resultCountText), shown as the search status. */
    message: z.string(),
  })
  .meta({ id: 'SearchAnswer' });
export type SearchAnswer = z.infer<typeof searchAnswerSchema>;

/** The Finnish line above the results (also read out by screen readers). */
export function resultCountText(
  answer: Pick<SearchAnswer, 'total' | 'partial'>,
  query: string,
): string {
  if (answer.total === 0)
    return `Haulla "${query}" ei löytynyt ohjeita. Kokeile toista sanaa tai poista rajaukset.`;
  const found = answer.total === 1 ? 'Löytyi 1 ohje.' : `Löytyi ${answer.total} ohjetta.`;
  return answer.partial ? `${found} Kaikkia hakusanoja ei löytynyt samasta ohjeesta.` : found;
}
