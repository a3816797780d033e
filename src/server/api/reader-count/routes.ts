import { createRoute } from '@hono/zod-openapi';
import { readerCountChangeInputSchema } from '~/domain/reader-count/reader-count-input';
import {
  readerCountChangeResultSchema,
  readerCountOverviewSchema,
  readerCountPreviewSchema,
} from '~/domain/reader-count/reader-count-views';
import { subscriptionNumberParamsSchema } from '~/domain/subscriptions/subscription-params';
import {
  errorResponses,
  jsonBody,
  jsonContent,
  ownSubscriptionPath,
  sessionSecurity,
} from '../openapi-helpers';

const PATH = ownSubscriptionPath('reader-count');
const WHO =
  'Company admin (b2b session) only: another customer\u2019s subscription or a b2c session is ' +
  '404 subscription-not-found; a subscription without a reader count 409 reader-count-not-allowed.';

export const readerCountOverviewRoute = createRoute({
  operationId: 'readerCountOverview',
  security: sessionSecurity,
  method: 'get',
  path: PATH,
  tags: ['reader-count'],
  description: `The reader count, the rights shared, the counts that may be chosen, the price tiers and a pending change. ${WHO}`,
  request: { params: subscriptionNumberParamsSchema },
  responses: {
    200: jsonContent(readerCountOverviewSchema, 'The modal\u2019s facts'),
    ...errorResponses(400, 401, 404, 409),
  },
});

export const readerCountPreviewRoute = createRoute({
  operationId: 'readerCountPreview',
  security: sessionSecurity,
  method: 'post',
  path: `${PATH}/preview`,
  tags: ['reader-count'],
  description:
    'Nothing is stored. The year\u2019s price of N readers (net, VAT 10 %, total), the credit for the unused part ' +
    `of the current period and why N cannot be ordered, if so. 400 validation-failed. ${WHO}`,
  request: {
    params: subscriptionNumberParamsSchema,
    body: jsonBody(readerCountChangeInputSchema),
  },
  responses: {
    200: jsonContent(readerCountPreviewSchema, 'The price'),
    ...errorResponses(400, 401, 404, 409),
  },
});

export const readerCountChangeRoute = createRoute({
  operationId: 'readerCountChange',
  security: sessionSecurity,
  method: 'post',
  path: `${PATH}/changes`,
  tags: ['reader-count'],
  description:
    'Asks for a new reader count, applied within 24 hours with a new billing period, its ' +
    'invoice and a credit note. 400 validation-failed; 409 reader-count-over-max (above 50: ' +
    'contact sales), reader-count-below-shared, reader-count-unchanged, ' +
    `reader-count-change-pending. ${WHO}`,
  request: {
    params: subscriptionNumberParamsSchema,
    body: jsonBody(readerCountChangeInputSchema),
  },
  responses: {
    201: jsonContent(readerCountChangeResultSchema, 'The pending change'),
    ...errorResponses(400, 401, 404, 409),
  },
});
