import { createRoute } from '@hono/zod-openapi';
import { searchAnswerSchema, searchQuerySchema } from '~/domain/search/search-query';
import { errorResponses, jsonContent } from '../openapi-helpers';

export const searchRoute = createRoute({
  operationId: 'search',
  method: 'get',
  path: '/search',
  tags: ['search'],
  request: { query: searchQuerySchema },
  responses: {
    200: jsonContent(
      searchAnswerSchema,
      'One page of support articles for the query (Finnish base forms via Voikko), best first',
    ),
    ...errorResponses(400, 503),
  },
});
