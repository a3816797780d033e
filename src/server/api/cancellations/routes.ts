import { createRoute, z } from '@hono/zod-openapi';
import {
  anonymousPassRequestedSchema,
  cancelPassRequestSchema,
} from '~/domain/anonymous-pass/anonymous-pass';
import {
  acceptOfferSchema,
  anonymousCancelSchema,
  anonymousLookupSchema,
  cancelInputSchema,
  cancelQuerySchema,
  offerEventSchema,
} from '~/domain/cancellation/cancellation-input';
import {
  anonymousPreviewSchema,
  cancellationPreviewSchema,
  cancellationResultSchema,
  offerAcceptedSchema,
} from '~/domain/cancellation/cancellation-views';
import { kaikkiNoticeSchema, kaikkiReceiptSchema } from '~/domain/cancellation/kaikki-notice';
import { subscriptionNumberParamsSchema } from '~/domain/subscriptions/subscription-params';
import {
  errorResponses,
  jsonBody,
  jsonContent,
  ownSubscriptionPath,
  sessionSecurity,
  staffTokenSecurity,
} from '../openapi-helpers';

const CANCELLATION = ownSubscriptionPath('cancellation');
const OFFERS = ownSubscriptionPath('cancellation-offers');
const params = subscriptionNumberParamsSchema;

const BLOCK_KEYS =
  'subscription-already-cancelled, subscription-ended, cancellation-overdue-invoice, ' +
  'cancellation-order-being-renewed, cancellation-not-allowed-for-product, ' +
  'cancellation-managed-elsewhere, company-change-request-required, and for add-ons ' +
  'cancellation-module-not-started or cancellation-video-service-module';

export const previewRoute = createRoute({
  operationId: 'preview',
  security: sessionSecurity,
  method: 'get',
  path: `${CANCELLATION}/preview`,
  tags: ['cancellations'],
  description:
    'What cancelling one of the customer\u2019s subscriptions (or, with addOn, one of its ' +
    'add-ons) would mean: end date, reading rights, add-ons, notice rules, or the block; and ' +
    'the retention offers not yet answered. 404 subscription-not-found or module-not-found.',
  request: { params, query: cancelQuerySchema },
  responses: {
    200: jsonContent(cancellationPreviewSchema, 'The preview'),
    ...errorResponses(400, 401, 404),
  },
});

export const cancelRoute = createRoute({
  operationId: 'cancel',
  security: sessionSecurity,
  method: 'post',
  path: CANCELLATION,
  tags: ['cancellations'],
  description: `Cancels at the end of the current period, with the survey. 409: ${BLOCK_KEYS} (also a second confirm).`,
  request: { params, body: jsonBody(cancelInputSchema) },
  responses: {
    201: jsonContent(cancellationResultSchema, 'Cancelled'),
    ...errorResponses(400, 401, 404, 409),
  },
});

export const summaryRoute = createRoute({
  operationId: 'summary',
  security: sessionSecurity,
  method: 'get',
  path: CANCELLATION,
  tags: ['cancellations'],
  description:
    'The stored cancellation of a subscription or add-on (the goodbye page). 404 cancellation-not-found.',
  request: { params, query: cancelQuerySchema },
  responses: {
    200: jsonContent(cancellationResultSchema, 'The cancellation'),
    ...errorResponses(400, 401, 404),
  },
});

export const offerEventRoute = createRoute({
  operationId: 'offerEvent',
  security: sessionSecurity,
  method: 'post',
  path: `${OFFERS}/events`,
  tags: ['cancellations'],
  description: 'Records that the retention offers were shown (VIEWED) or passed (DECLINED).',
  request: { params, body: jsonBody(offerEventSchema) },
  responses: { 204: { description: 'Recorded' }, ...errorResponses(400, 401, 404) },
});

export const acceptOfferRoute = createRoute({
  operationId: 'acceptOffer',
  security: sessionSecurity,
  method: 'post',
  path: `${OFFERS}/accept`,
  tags: ['cancellations'],
  description:
    'Accepts a retention offer: a discount, a switch to digital (a product change request) or ' +
    'a suspension suggestion. 409 retention-offer-not-available or a cancellation block.',
  request: { params, body: jsonBody(acceptOfferSchema) },
  responses: {
    200: jsonContent(offerAcceptedSchema, 'Accepted'),
    ...errorResponses(400, 401, 404, 409),
  },
});

export const anonymousLookupRoute = createRoute({
  operationId: 'anonymousLookup',
  method: 'post',
  path: '/anonymous-cancellations/lookup',
  tags: ['cancellations'],
  description:
    'Without logging in: identifies a subscription by customer number and subscription ' +
    'number. Every mismatch answers the same 404 subscription-not-found; 429 after too many.',
  request: { body: jsonBody(anonymousLookupSchema) },
  responses: {
    200: jsonContent(anonymousPreviewSchema, 'Both numbers match'),
    ...errorResponses(400, 404, 429),
  },
});

export const anonymousCancelRoute = createRoute({
  operationId: 'anonymousCancel',
  method: 'post',
  path: '/anonymous-cancellations',
  tags: ['cancellations'],
  description: `Cancels without logging in, with the same rules. 404 as the lookup; 409: ${BLOCK_KEYS}; 429.`,
  request: { body: jsonBody(anonymousCancelSchema) },
  responses: {
    201: jsonContent(cancellationResultSchema, 'Cancelled'),
    ...errorResponses(400, 404, 409, 429),
  },
});

export const cancelPassRoute = createRoute({
  operationId: 'requestCancelPass',
  method: 'post',
  path: '/anonymous-cancellations/passes',
  tags: ['cancellations'],
  description:
    'After the anonymous lookup answered 429: e-mails the customer whose number was given, to ' +
    'the address on file, a link (valid 60 minutes) whose `pass` lets the lookup and the ' +
    'cancellation past the limits for this subscription. The same 202 whatever the numbers; ' +
    '429 after 3 requests per customer number or 10 per address in an hour.',
  request: { body: jsonBody(cancelPassRequestSchema) },
  responses: {
    202: jsonContent(anonymousPassRequestedSchema, 'Sent if both numbers matched'),
    ...errorResponses(400, 429),
  },
});

export const kaikkiNoticeRoute = createRoute({
  operationId: 'kaikkiNotice',
  method: 'post',
  path: '/kaikki-notices',
  tags: ['cancellations'],
  description:
    'A +Kaikki cancellation notice for customer service (1\u20133 days); answers a receipt.',
  request: { body: jsonBody(kaikkiNoticeSchema) },
  responses: {
    201: jsonContent(kaikkiReceiptSchema, 'Received'),
    ...errorResponses(400, 429),
  },
});

const month = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Anna kuukausi muodossa vvvv-kk.')
  .optional();

const staffExportQuerySchema = z.strictObject({
  from: month,
  to: month,
  view: z.enum(['rows', 'summary']).default('rows'),
});

export const staffExportRoute = createRoute({
  operationId: 'staffExport',
  security: staffTokenSecurity,
  method: 'get',
  path: '/staff/cancellations.csv',
  tags: ['staff'],
  description:
    'CSV of cancellations with their reasons (rows, or counts by month, product and reason), ' +
    'for staff: "Authorization: Bearer <CANCELLATION_EXPORT_TOKEN>". 404 when no token is configured.',
  request: { query: staffExportQuerySchema },
  responses: {
    200: { content: { 'text/csv': { schema: z.string() } }, description: 'The CSV' },
    ...errorResponses(400, 401, 404),
  },
});
