import type { OpenAPIHono } from '@hono/zod-openapi';
import type { SearchTerms } from '~/domain/search/search-terms';
import { queryTerms, tokenize } from '~/domain/search/terms';
import type { AppDeps, AppEnv } from '../../app-context';
import { type Voikko, loadVoikko } from '../../search/voikko';
import { searchTermsRoute } from './routes';

/** The answer depends only on q, so browsers and proxies may keep it for a day. */
const CACHE_CONTROL = 'public, max-age=86400';

// Opened on the first search, once per process; null when the machine has no libvoikko.
let voikko: Voikko | null | undefined;
const getVoikko = (): Voikko | null => (voikko === undefined ? (voikko = loadVoikko()) : voikko);

export function searchTerms(q: string, analyzer: Voikko | null = getVoikko()): SearchTerms {
  if (!analyzer) return { terms: [...new Set(tokenize(q))], normalized: false };
  return { terms: queryTerms((word) => analyzer.analyze(word), q), normalized: true };
}

export function registerSearchRoutes(app: OpenAPIHono<AppEnv>, _deps: AppDeps): void {
  app.openapi(searchTermsRoute, (c) => {
    const body = searchTerms(c.req.valid('query').q);
    c.header('Cache-Control', CACHE_CONTROL);
    return c.json(body, 200);
  });
}
