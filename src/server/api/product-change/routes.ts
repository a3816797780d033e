import { createRoute } from '@hono/zod-openapi';
import { productChangeInputSchema } from '~/domain/product-change/product-change-input';
import {
  productChangeOptionsSchema,
  productChangeResultSchema,
} from '~/domain/product-change/product-change-options';
import { subscriptionNumberParamsSchema } from '~/domain/subscriptions/subscription-params';
import {
  errorResponses,
  jsonBody,
  jsonContent,
  ownSubscriptionPath,
  sessionSecurity,
} from '../openapi-helpers';

const PATH = ownSubscriptionPath('product-change');
const params = subscriptionNumberParamsSchema;

const refusals =
  '404 subscription-not-found; 403 company-change-requires-request; 409 ' +
  'subscription-already-cancelled, product-change-not-possible or order-change-pending.';

export const productChangeOptionsRoute = createRoute({
  operationId: 'productChangeOptions',
  security: sessionSecurity,
  method: 'get',
  path: `${PATH}/options`,
  tags: ['product-change'],
  description: `The products a subscription may change to, with prices and start dates. ${refusals}`,
  request: { params },
  responses: {
    200: jsonContent(productChangeOptionsSchema, 'The current product and the options'),
    ...errorResponses(400, 401, 403, 404, 409),
  },
});

export const productChangeRoute = createRoute({
  operationId: 'productChange',
  security: sessionSecurity,
  method: 'post',
  path: PATH,
  tags: ['product-change'],
  description:
    'Asks customer service to change the product (terms must be accepted). ' +
    `${refusals} Also 404 product-not-available and 409 upgrade-requires-action (the payment ` +
    'method must change first).',
  request: { params, body: jsonBody(productChangeInputSchema) },
  responses: {
    201: jsonContent(productChangeResultSchema, 'The request was recorded'),
    ...errorResponses(400, 401, 403, 404, 409),
  },
});

export const pendingProductChangeRoute = createRoute({
  operationId: 'pendingProductChange',
  security: sessionSecurity,
  method: 'get',
  path: `${PATH}/pending`,
  tags: ['product-change'],
  description:
    'The product change request of a subscription still waiting for customer service. ' +
    '404 subscription-not-found, or product-change-not-found when there is none.',
  request: { params },
  responses: {
    200: jsonContent(productChangeResultSchema, 'The pending request'),
    ...errorResponses(400, 401, 404),
  },
});
