import { createRoute } from '@hono/zod-openapi';
import { searchTermsQuerySchema, searchTermsSchema } from '~/domain/search/search-terms';
import { errorResponses, jsonContent } from '../openapi-helpers';

export const searchTermsRoute = createRoute({
  method: 'get',
  path: '/search/terms',
  tags: ['search'],
  request: { query: searchTermsQuerySchema },
  responses: {
    200: jsonContent(
      searchTermsSchema,
      'The query as Finnish base forms and compound parts (Voikko), for the Pagefind index',
    ),
    ...errorResponses(400),
  },
});
