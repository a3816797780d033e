import { createRoute } from '@hono/zod-openapi';
import { subscriptionDetailsSchema } from '~/domain/subscriptions/subscription-details';
import { subscriptionNumberParamsSchema } from '~/domain/subscriptions/subscription-params';
import {
  subscriptionListQuerySchema,
  subscriptionListSchema,
} from '~/domain/subscriptions/subscription-summary';
import { errorResponses, jsonContent, sessionSecurity } from '../openapi-helpers';

export const listSubscriptionsRoute = createRoute({
  operationId: 'listSubscriptions',
  security: sessionSecurity,
  method: 'get',
  path: '/subscriptions',
  tags: ['subscriptions'],
  request: { query: subscriptionListQuerySchema },
  responses: {
    200: jsonContent(subscriptionListSchema, "The logged-in customer's subscriptions"),
    ...errorResponses(400, 401),
  },
});

export const getSubscriptionRoute = createRoute({
  operationId: 'getSubscription',
  security: sessionSecurity,
  method: 'get',
  path: '/subscriptions/{subscriptionNumber}',
  tags: ['subscriptions'],
  request: { params: subscriptionNumberParamsSchema },
  responses: {
    200: jsonContent(
      subscriptionDetailsSchema,
      "One of the logged-in customer's subscriptions with its details and allowed actions",
    ),
    ...errorResponses(400, 401, 404),
  },
});
