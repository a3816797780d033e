import { createRoute } from '@hono/zod-openapi';
import { addOnOffersSchema, addOnOrderResultSchema } from '~/domain/add-ons/offers';
import { addOnOrderInputSchema } from '~/domain/add-ons/order-input';
import { subscriptionNumberParamsSchema } from '~/domain/subscriptions/subscription-params';
import {
  errorResponses,
  jsonBody,
  jsonContent,
  ownSubscriptionPath,
  sessionSecurity,
} from '../openapi-helpers';

const PATH = ownSubscriptionPath('add-ons');

export const listAddOnsRoute = createRoute({
  operationId: 'listAddOns',
  security: sessionSecurity,
  method: 'get',
  path: PATH,
  tags: ['add-ons'],
  description:
    "The add-on modules that can be ordered to one of the logged-in customer's main " +
    'subscriptions, with price and start date. 404 subscription-not-found; 409 ' +
    'subscription-already-cancelled or add-on-not-available.',
  request: { params: subscriptionNumberParamsSchema },
  responses: {
    200: jsonContent(addOnOffersSchema, 'The offers'),
    ...errorResponses(400, 401, 404, 409),
  },
});

export const orderAddOnRoute = createRoute({
  operationId: 'orderAddOn',
  security: sessionSecurity,
  method: 'post',
  path: PATH,
  tags: ['add-ons'],
  description:
    'Orders an add-on (terms accepted). 404 subscription-not-found or module-not-found; 409 ' +
    'subscription-already-cancelled, add-on-not-available, module-customer-not-in-finland, ' +
    'module-customer_has_active_order_block or module-already-active (also a repeated order).',
  request: { params: subscriptionNumberParamsSchema, body: jsonBody(addOnOrderInputSchema) },
  responses: {
    201: jsonContent(addOnOrderResultSchema, 'Ordered: the new add-on subscription'),
    ...errorResponses(400, 401, 404, 409),
  },
});
