import { z } from 'zod';

export const SEARCH_QUERY_MAX_LENGTH = 200;

/** GET /api/v1/search/terms?q=: the visitor's search words, as typed. */
export const searchTermsQuerySchema = z.strictObject({
  q: z
    .string()
    .trim()
    .min(1, 'Kirjoita hakusana.')
    .max(SEARCH_QUERY_MAX_LENGTH, `Kirjoita enintään ${SEARCH_QUERY_MAX_LENGTH} merkkiä.`),
});
export type SearchTermsQuery = z.infer<typeof searchTermsQuerySchema>;

export const searchTermsSchema = z.object({
  /** What to give Pagefind, joined with spaces: base forms and compound parts of the query. */
  terms: z.array(z.string()),
  /** false when the server has no Voikko: terms are then the query's words as typed. */
  normalized: z.boolean(),
});
export type SearchTerms = z.infer<typeof searchTermsSchema>;
