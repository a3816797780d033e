import { createRoute } from '@hono/zod-openapi';
import {
  readingRightInviteInputSchema,
  readingRightInviteResultSchema,
} from '~/domain/reading-rights/invite-input';
import { subscriptionNumberParamsSchema } from '~/domain/subscriptions/subscription-params';
import {
  errorResponses,
  jsonBody,
  jsonContent,
  ownSubscriptionPath,
  sessionSecurity,
} from '../openapi-helpers';

export const INVITATIONS = 'reading-rights/invitations';

export const createReadingRightInviteRoute = createRoute({
  operationId: 'createReadingRightInvite',
  security: sessionSecurity,
  method: 'post',
  path: ownSubscriptionPath(INVITATIONS),
  tags: ['reading-rights'],
  description:
    'Shares one free digital reading right of the session\u2019s subscription (spec §3, §4, §5): ' +
    'EMAIL sends the invitee the activation link <SITE_URL>/ak/<code>, LINK answers it to copy. ' +
    'Private customers share with their household, companies with employees. The answer names ' +
    'the analytics event 93 (share success). 400 validation-failed; 404 subscription-not-found; ' +
    '409 subscription-suspended, no-reading-rights, all-rights-claimed, self-invitation or ' +
    'subscription-already-exist (a right for the address already shared).',
  request: {
    params: subscriptionNumberParamsSchema,
    body: jsonBody(readingRightInviteInputSchema),
  },
  responses: {
    201: jsonContent(readingRightInviteResultSchema, 'Shared'),
    ...errorResponses(400, 401, 404, 409),
  },
});
