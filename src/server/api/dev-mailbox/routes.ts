import { createRoute } from '@hono/zod-openapi';
import { mailboxQuerySchema, mailboxSchema } from '~/domain/dev-mailbox/mailbox';
import { errorResponses, jsonContent } from '../openapi-helpers';

export const mailboxRoute = createRoute({
  operationId: 'mailbox',
  method: 'get',
  path: '/dev/mailbox',
  tags: ['development'],
  description: 'The newest 50 outbox messages. Not available in production.',
  request: { query: mailboxQuerySchema },
  responses: {
    200: jsonContent(mailboxSchema, 'Outbox messages, newest first'),
    ...errorResponses(404),
  },
});
