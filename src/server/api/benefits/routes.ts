import { createRoute } from '@hono/zod-openapi';
import { benefitParamsSchema, benefitRedemptionSchema } from '~/domain/benefits/benefit-code';
import { errorResponses, jsonContent, sessionSecurity } from '../openapi-helpers';

export const benefitRedemptionRoute = createRoute({
  operationId: 'benefitRedemption',
  security: sessionSecurity,
  method: 'get',
  path: '/benefits/{category}/{benefit}',
  tags: ['benefits'],
  description:
    'How a customer benefit is used (its code and/or link), for a session whose customers have ' +
    'a valid continuous subscription (spec §6). 401 not logged in; 403 benefit-no-subscription ' +
    '(none linked), benefit-no-valid-subscription (all ended), benefit-continuous-only (only ' +
    'fixed-term or sample); 404 benefit-not-found.',
  request: { params: benefitParamsSchema },
  responses: {
    200: jsonContent(benefitRedemptionSchema, 'The code and how to use it'),
    ...errorResponses(400, 401, 403, 404),
  },
});
