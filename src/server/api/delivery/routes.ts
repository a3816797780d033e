import { createRoute } from '@hono/zod-openapi';
import {
  deliveryStatusSchema,
  reclaimResultSchema,
  reportWindowSchema,
} from '~/domain/delivery/delivery-status';
import {
  anonymousPassRequestedSchema,
  reclaimPassRequestSchema,
} from '~/domain/anonymous-pass/anonymous-pass';
import { anonymousReclaimInputSchema, reclaimInputSchema } from '~/domain/delivery/reclaim-input';
import { subscriptionNumberParamsSchema } from '~/domain/subscriptions/subscription-params';
import {
  errorResponses,
  jsonBody,
  jsonContent,
  ownSubscriptionPath,
  sessionSecurity,
} from '../openapi-helpers';

const stored = jsonContent(reclaimResultSchema, 'At least one day was stored');
const refused = jsonContent(
  reclaimResultSchema,
  'Every day was refused with its result code; nothing was stored',
);

export const deliveryStatusRoute = createRoute({
  operationId: 'deliveryStatus',
  security: sessionSecurity,
  method: 'get',
  path: ownSubscriptionPath('delivery-status'),
  tags: ['delivery'],
  description:
    "Known delivery troubles in the delivery area of one of the logged-in customer's " +
    'subscriptions during the last 7 days, today in a sentence, and whether a trouble may be ' +
    'reported. 404 subscription-not-found.',
  request: { params: subscriptionNumberParamsSchema },
  responses: {
    200: jsonContent(deliveryStatusSchema, 'The delivery status'),
    ...errorResponses(400, 401, 404),
  },
});

export const reportOwnRoute = createRoute({
  operationId: 'reportOwn',
  security: sessionSecurity,
  method: 'post',
  path: ownSubscriptionPath('delivery-reclamations'),
  tags: ['delivery'],
  description:
    'A delivery-trouble report on an own subscription: each day gets a reclaim result code of ' +
    'spec §8 and is stored only when accepted (with an audit row; one confirmation e-mail). ' +
    '404 subscription-not-found; 409 not-allowed-reclamation-for-subscription.',
  request: { params: subscriptionNumberParamsSchema, body: jsonBody(reclaimInputSchema) },
  responses: { 200: refused, 201: stored, ...errorResponses(400, 401, 404, 409) },
});

export const reportAnonymousRoute = createRoute({
  operationId: 'reportAnonymous',
  method: 'post',
  path: '/delivery-reclamations/anonymous',
  tags: ['delivery'],
  description:
    'The same report without logging in: customer number, subscription number and the ' +
    "subscriber's last name and zip code. 404 customer-not-found for any mismatch; 409 " +
    'not-allowed-reclamation-for-subscription; 429 after 5 failures per customer number or ' +
    '10 per address in 15 minutes. A confirmation is e-mailed only when an address is given.',
  request: { body: jsonBody(anonymousReclaimInputSchema) },
  responses: { 200: refused, 201: stored, ...errorResponses(400, 404, 409, 429) },
});

export const reclaimPassRoute = createRoute({
  operationId: 'requestReclaimPass',
  method: 'post',
  path: '/delivery-reclamations/anonymous/passes',
  tags: ['delivery'],
  description:
    'After the anonymous report answered 429: e-mails the customer whose number was given, to ' +
    'the address on file, a link (valid 60 minutes) whose `pass` lets the report past the ' +
    'limits for this subscription. The same 202 whatever the details; 429 after 3 requests ' +
    'per customer number or 10 per address in an hour.',
  request: { body: jsonBody(reclaimPassRequestSchema) },
  responses: {
    202: jsonContent(anonymousPassRequestedSchema, 'Sent if the details matched'),
    ...errorResponses(400, 429),
  },
});

export const reportDatesRoute = createRoute({
  operationId: 'reportDates',
  method: 'get',
  path: '/delivery-reclamations/dates',
  tags: ['delivery'],
  description: 'The days a report may concern (today and the six before), for the anonymous form.',
  responses: { 200: jsonContent(reportWindowSchema, 'The report window') },
});
