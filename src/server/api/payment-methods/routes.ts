import { createRoute } from '@hono/zod-openapi';
import { paymentMethodChangeInputSchema } from '~/domain/payment-methods/change-input';
import {
  billingOverviewSchema,
  methodChangeResultSchema,
  methodChoiceSchema,
} from '~/domain/payment-methods/views';
import { subscriptionNumberParamsSchema } from '~/domain/subscriptions/subscription-params';
import {
  errorResponses,
  jsonBody,
  jsonContent,
  ownSubscriptionPath,
  sessionSecurity,
} from '../openapi-helpers';

const PATH = ownSubscriptionPath('payment-method');

export const overviewRoute = createRoute({
  operationId: 'overview',
  security: sessionSecurity,
  method: 'get',
  path: '/payment-methods',
  tags: ['payment-methods'],
  description:
    "Payment method and billing period of each of the session's running subscriptions, pending " +
    'changes, and why a change is impossible.',
  responses: { 200: jsonContent(billingOverviewSchema, 'The overview'), ...errorResponses(401) },
});

export const optionsRoute = createRoute({
  operationId: 'options',
  security: sessionSecurity,
  method: 'get',
  path: `${PATH}/options`,
  tags: ['payment-methods'],
  description:
    'The payment methods the product allows (paper invoice with its fee), usable cards and the ' +
    'date the change would take effect. 404 subscription-not-found; 409 payment-method-cannot-be-changed.',
  request: { params: subscriptionNumberParamsSchema },
  responses: {
    200: jsonContent(methodChoiceSchema, 'The choice'),
    ...errorResponses(400, 401, 404, 409),
  },
});

export const changeRoute = createRoute({
  operationId: 'change',
  security: sessionSecurity,
  method: 'post',
  path: `${PATH}/changes`,
  tags: ['payment-methods'],
  description:
    'Changes the payment method from the next billing period. 401 strong-identification-required ' +
    'for an invoice method without a recent strong identification; 404 subscription-not-found or ' +
    'payment-card-not-found; 409 payment-method-cannot-be-changed, payment-method-not-available ' +
    'or payment-method-already-in-use.',
  request: {
    params: subscriptionNumberParamsSchema,
    body: jsonBody(paymentMethodChangeInputSchema),
  },
  responses: {
    201: jsonContent(methodChangeResultSchema, 'The pending change'),
    ...errorResponses(400, 401, 404, 409),
  },
});
