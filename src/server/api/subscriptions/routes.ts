import { createRoute } from '@hono/zod-openapi';
import {
  subscriptionListQuerySchema,
  subscriptionListSchema,
} from '~/domain/subscriptions/subscription-summary';
import { errorResponses, jsonContent } from '../openapi-helpers';

export const listSubscriptionsRoute = createRoute({
  method: 'get',
  path: '/subscriptions',
  tags: ['subscriptions'],
  request: { query: subscriptionListQuerySchema },
  responses: {
    200: jsonContent(subscriptionListSchema, "The logged-in customer's subscriptions"),
    ...errorResponses(400, 401),
  },
});
