import { createRoute, z } from '@hono/zod-openapi';
import {
  feedbackHandledInputSchema,
  feedbackIdParamsSchema,
  inboxQuerySchema,
  inboxSchema,
} from '~/domain/staff-inbox/inbox-views';
import { errorResponses, jsonBody, jsonContent, staffTokenSecurity } from '../openapi-helpers';

export const staffInboxRoute = createRoute({
  operationId: 'staffInbox',
  security: staffTokenSecurity,
  method: 'get',
  path: '/staff/inbox',
  tags: ['staff'],
  description:
    'For customer service: company feedback and contact messages, company processing requests ' +
    'and +Kaikki cancellation notices in one list, newest first (at most 200), by kind and ' +
    'state (OPEN by default), with how many of each wait. "Authorization: Bearer ' +
    '<STAFF_INBOX_TOKEN>"; 401 invalid-token; 404 when no token is configured.',
  request: { query: inboxQuerySchema },
  responses: {
    200: jsonContent(inboxSchema, 'The inbox'),
    ...errorResponses(400, 401, 404),
  },
});

export const feedbackHandledRoute = createRoute({
  operationId: 'staffFeedbackHandled',
  security: staffTokenSecurity,
  method: 'post',
  path: '/staff/feedback/{id}/handled',
  tags: ['staff'],
  description:
    'Customer service marks a company feedback or contact message handled, naming who handled ' +
    'it (audit row). Staff token as above. 400 validation-failed; 401 invalid-token; 404 ' +
    'feedback-not-found; 409 feedback-already-handled (nothing changes).',
  request: { params: feedbackIdParamsSchema, body: jsonBody(feedbackHandledInputSchema) },
  responses: {
    200: jsonContent(
      z.object({ id: z.string(), state: z.literal('HANDLED') }).meta({ id: 'FeedbackHandled' }),
      'Handled',
    ),
    ...errorResponses(400, 401, 404, 409),
  },
});
