import { createRoute } from '@hono/zod-openapi';
import {
  readingRightParamsSchema,
  readingRightsOverviewSchema,
  removedReadingRightSchema,
  subscriptionRightsSchema,
} from '~/domain/reading-rights/rights-views';
import { subscriptionNumberParamsSchema } from '~/domain/subscriptions/subscription-params';
import {
  errorResponses,
  jsonContent,
  ownSubscriptionPath,
  sessionSecurity,
} from '../openapi-helpers';

const PATH = ownSubscriptionPath('reading-rights');

export const readingRightsOverviewRoute = createRoute({
  operationId: 'readingRightsOverview',
  security: sessionSecurity,
  method: 'get',
  path: '/reading-rights',
  tags: ['reading-rights'],
  description:
    "The customer's running subscriptions with digital reading rights (total, shared = invited + " +
    'claimed, free, open invitations, claimed rights) and the rights this account has received.',
  responses: {
    200: jsonContent(readingRightsOverviewSchema, 'The reading rights'),
    ...errorResponses(401),
  },
});

export const subscriptionRightsRoute = createRoute({
  operationId: 'subscriptionReadingRights',
  security: sessionSecurity,
  method: 'get',
  path: PATH,
  tags: ['reading-rights'],
  description: "One subscription's reading rights. 404 subscription-not-found.",
  request: { params: subscriptionNumberParamsSchema },
  responses: {
    200: jsonContent(subscriptionRightsSchema, "The subscription's rights"),
    ...errorResponses(400, 401, 404),
  },
});

export const removeRightRoute = createRoute({
  operationId: 'removeReadingRight',
  security: sessionSecurity,
  method: 'delete',
  path: `${PATH}/{id}`,
  tags: ['reading-rights'],
  description:
    'Cancels an open invitation (CANCELLED) or removes a claimed right (REMOVED; the reader ' +
    'loses access at once); audit row, e-mail to the sharer and, on removal, to the reader. ' +
    'Allowed for a suspended subscription too. 404 subscription-not-found, ' +
    'reading-right-not-found; 409 invitation-already-cancelled, reading-right-already-removed.',
  request: { params: readingRightParamsSchema },
  responses: {
    200: jsonContent(removedReadingRightSchema, 'What was done and the rights after it'),
    ...errorResponses(400, 401, 404, 409),
  },
});
