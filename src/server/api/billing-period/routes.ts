import { createRoute } from '@hono/zod-openapi';
import { billingPeriodChangeInputSchema } from '~/domain/billing-period/period-input';
import { periodChangeResultSchema, periodChoiceSchema } from '~/domain/billing-period/period-views';
import { subscriptionNumberParamsSchema } from '~/domain/subscriptions/subscription-params';
import {
  errorResponses,
  jsonBody,
  jsonContent,
  ownSubscriptionPath,
  sessionSecurity,
} from '../openapi-helpers';

const PATH = ownSubscriptionPath('billing-period');

export const periodChoiceRoute = createRoute({
  operationId: 'periodChoice',
  security: sessionSecurity,
  method: 'get',
  path: PATH,
  tags: ['billing-period'],
  description:
    'The billing periods the product offers with their prices and the date a change takes ' +
    'effect. 404 subscription-not-found; 409 billing-period-cannot-be-changed.',
  request: { params: subscriptionNumberParamsSchema },
  responses: {
    200: jsonContent(periodChoiceSchema, 'The choice'),
    ...errorResponses(400, 401, 404, 409),
  },
});

export const periodChangeRoute = createRoute({
  operationId: 'periodChange',
  security: sessionSecurity,
  method: 'post',
  path: `${PATH}/changes`,
  tags: ['billing-period'],
  description:
    'Changes the billing period from the next period. 400 validation-failed (period: "Ole hyvä ' +
    'ja valitse haluamasi laskutusväli"); 404 subscription-not-found; 409 ' +
    'billing-period-cannot-be-changed, billing-period-not-available or billing-period-already-in-use.',
  request: {
    params: subscriptionNumberParamsSchema,
    body: jsonBody(billingPeriodChangeInputSchema),
  },
  responses: {
    201: jsonContent(periodChangeResultSchema, 'The pending change'),
    ...errorResponses(400, 401, 404, 409),
  },
});
