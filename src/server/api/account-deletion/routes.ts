import { createRoute } from '@hono/zod-openapi';
import { accountDeletionInputSchema } from '~/domain/account-deletion/deletion-input';
import { accountDeletionStatusSchema } from '~/domain/account-deletion/deletion-status';
import { errorResponses, jsonBody, jsonContent, sessionSecurity } from '../openapi-helpers';

export const deletionStatusRoute = createRoute({
  operationId: 'accountDeletionStatus',
  security: sessionSecurity,
  method: 'get',
  path: '/account/deletion',
  tags: ['account'],
  summary: 'Whether the logged-in account may be deleted now, and what stands in the way',
  responses: {
    200: jsonContent(accountDeletionStatusSchema, 'The deletion verdict'),
    ...errorResponses(401),
  },
});

export const deleteAccountRoute = createRoute({
  operationId: 'deleteAccount',
  security: sessionSecurity,
  method: 'delete',
  path: '/account',
  tags: ['account'],
  summary: 'Delete the logged-in account (spec §7): the login ends at once, the data is purged',
  request: { body: jsonBody(accountDeletionInputSchema) },
  responses: {
    204: { description: 'Deleted: every session ended, the session cookie cleared' },
    ...errorResponses(400, 401, 403, 409, 429),
  },
});
