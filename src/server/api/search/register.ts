import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppDeps, AppEnv } from '../../app-context';
import { HttpError } from '../../http/http-error';
import { loadArticleIndex, searchArticles } from '../../search/article-search';
import { searchRoute } from './routes';

/** Answers depend only on the query and the build, so browsers may keep them a few minutes. */
const CACHE_CONTROL = 'public, max-age=300';

export function registerSearchRoutes(app: OpenAPIHono<AppEnv>, deps: AppDeps): void {
  const index = deps.articleIndex ?? loadArticleIndex;
  app.openapi(searchRoute, async (c) => {
    const answer = searchArticles(c.req.valid('query'), await index());
    if (!answer) {
      throw new HttpError(503, 'search-unavailable');
    }
    c.header('Cache-Control', CACHE_CONTROL);
    return c.json(answer, 200);
  });
}
