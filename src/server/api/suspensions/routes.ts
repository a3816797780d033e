import { createRoute } from '@hono/zod-openapi';
import { suspensionInputSchema, suspensionParamsSchema } from '~/domain/suspensions/input';
import { subscriptionNumberParamsSchema } from '~/domain/subscriptions/subscription-params';
import {
  suspensionListSchema,
  suspensionQuoteSchema,
  suspensionViewSchema,
} from '~/domain/suspensions/views';
import {
  errorResponses,
  jsonBody,
  jsonContent,
  ownSubscriptionPath,
  sessionSecurity,
} from '../openapi-helpers';

const PATH = ownSubscriptionPath('suspensions');

const REFUSALS =
  '404 subscription-not-found; 409 suspension-not-allowed (company, gift giver, no paper, ' +
  'ended, managed elsewhere; the message is the reason).';
const DATE_RULES =
  '400 validation-failed (digitalPart required for paper + digi), start-date-in-past, ' +
  'start-date-not-before-end-date, suspension-too-short, suspension-too-long, ' +
  'suspension-after-subscription-end, start-date-publication-days, end-date-publication-days; ' +
  '409 date-overlap, digital-part-price-unavailable. Field errors under fields.';

export const listSuspensionsRoute = createRoute({
  operationId: 'listSuspensions',
  security: sessionSecurity,
  method: 'get',
  path: PATH,
  tags: ['suspensions'],
  description: `Current and future delivery suspensions of a paper subscription, the limits and the digital-part options. ${REFUSALS}`,
  request: { params: subscriptionNumberParamsSchema },
  responses: {
    200: jsonContent(suspensionListSchema, 'The suspensions and the form rules'),
    ...errorResponses(400, 401, 404, 409),
  },
});

export const quoteSuspensionRoute = createRoute({
  operationId: 'quoteSuspension',
  security: sessionSecurity,
  method: 'post',
  path: `${PATH}/quote`,
  tags: ['suspensions'],
  description: `The price breakdown of a new suspension, checked by every rule of the creation; saves nothing. ${REFUSALS} ${DATE_RULES}`,
  request: { params: subscriptionNumberParamsSchema, body: jsonBody(suspensionInputSchema) },
  responses: {
    200: jsonContent(suspensionQuoteSchema, 'The breakdown'),
    ...errorResponses(400, 401, 404, 409),
  },
});

export const createSuspensionRoute = createRoute({
  operationId: 'createSuspension',
  security: sessionSecurity,
  method: 'post',
  path: PATH,
  tags: ['suspensions'],
  description: `Suspends the paper delivery; audit row and confirmation e-mail. ${REFUSALS} ${DATE_RULES}`,
  request: { params: subscriptionNumberParamsSchema, body: jsonBody(suspensionInputSchema) },
  responses: {
    201: jsonContent(suspensionViewSchema, 'The new suspension'),
    ...errorResponses(400, 401, 404, 409),
  },
});

export const changeSuspensionRoute = createRoute({
  operationId: 'changeSuspension',
  security: sessionSecurity,
  method: 'patch',
  path: `${PATH}/{id}`,
  tags: ['suspensions'],
  description:
    'Changes a future suspension, or only the end date of a running one (409 ' +
    'suspension-already-started, digital-part-locked); a finished one cannot change (409 ' +
    `suspension-finished). 404 suspension-not-found. ${REFUSALS} ${DATE_RULES}`,
  request: { params: suspensionParamsSchema, body: jsonBody(suspensionInputSchema) },
  responses: {
    200: jsonContent(suspensionViewSchema, 'The changed suspension'),
    ...errorResponses(400, 401, 404, 409),
  },
});

export const quoteChangeRoute = createRoute({
  operationId: 'quoteChange',
  security: sessionSecurity,
  method: 'post',
  path: `${PATH}/{id}/quote`,
  tags: ['suspensions'],
  description: `The price breakdown a change would give, checked by every rule of the change; saves nothing. ${REFUSALS} ${DATE_RULES}`,
  request: { params: suspensionParamsSchema, body: jsonBody(suspensionInputSchema) },
  responses: {
    200: jsonContent(suspensionQuoteSchema, 'The breakdown'),
    ...errorResponses(400, 401, 404, 409),
  },
});

export const removeSuspensionRoute = createRoute({
  operationId: 'removeSuspension',
  security: sessionSecurity,
  method: 'delete',
  path: `${PATH}/{id}`,
  tags: ['suspensions'],
  description:
    'Removes a future suspension (409 suspension-already-started or suspension-finished ' +
    `otherwise). 404 suspension-not-found. ${REFUSALS}`,
  request: { params: suspensionParamsSchema },
  responses: {
    204: { description: 'Removed' },
    ...errorResponses(400, 401, 404, 409),
  },
});
