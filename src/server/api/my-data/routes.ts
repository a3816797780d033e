import { createRoute } from '@hono/zod-openapi';
import { myDataExportSchema } from '~/domain/my-data/export-schema';
import { changeHistoryQuerySchema, changeHistorySchema } from '~/domain/my-data/change-history';
import { errorResponses, jsonContent, sessionSecurity } from '../openapi-helpers';

export const myDataRoute = createRoute({
  operationId: 'downloadMyData',
  security: sessionSecurity,
  method: 'get',
  path: '/account/my-data',
  tags: ['account'],
  description:
    'Everything the portal holds about the logged-in person (GDPR art. 15) as one JSON file to ' +
    'download: the account and the customers it owns, a section per table, secrets left out.',
  responses: {
    200: jsonContent(myDataExportSchema, 'The download (Content-Disposition: attachment)'),
    ...errorResponses(401),
  },
});

export const changeHistoryRoute = createRoute({
  operationId: 'changeHistory',
  security: sessionSecurity,
  method: 'get',
  path: '/account/change-history',
  tags: ['account'],
  description:
    "The account's and its own customers' audit log, newest first, 20 to a page (page from 1).",
  request: { query: changeHistoryQuerySchema },
  responses: {
    200: jsonContent(changeHistorySchema, 'One page of the change history'),
    ...errorResponses(400, 401),
  },
});
