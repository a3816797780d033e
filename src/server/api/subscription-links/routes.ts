import { createRoute } from '@hono/zod-openapi';
import {
  linkConfirmInputSchema,
  linkSearchInputSchema,
  linkTokenInputSchema,
} from '~/domain/subscription-links/link-input';
import { linkOverviewSchema, linkResultSchema } from '~/domain/subscription-links/link-overview';
import {
  errorBodySchema,
  errorResponses,
  jsonBody,
  jsonContent,
  sessionSecurity,
} from '../openapi-helpers';

const searchFailed = jsonContent(errorBodySchema, 'The lookup failed (errorKey search-failed)');
const linked = jsonContent(linkResultSchema, 'Linked: the customer and its subscriptions');
const linkedBefore = jsonContent(linkResultSchema, 'This account had already linked them');

export const searchLinkRoute = createRoute({
  operationId: 'searchLink',
  security: sessionSecurity,
  method: 'post',
  path: '/subscription-links/search',
  tags: ['subscription-links'],
  description:
    'Finds the customer by number and zip code. 404 subscription-not-found whether the number ' +
    'is unknown or the zip code wrong; 409 subscription-already-linked, ' +
    'subscription-already-linked-to-account or no-offline-subscriptions; 429 after 5 failures.',
  request: { body: jsonBody(linkSearchInputSchema) },
  responses: {
    200: jsonContent(linkOverviewSchema, 'The customer and the subscriptions that would be linked'),
    ...errorResponses(400, 401, 403, 404, 409, 429),
    503: searchFailed,
  },
});

export const linkRoute = createRoute({
  operationId: 'link',
  security: sessionSecurity,
  method: 'post',
  path: '/subscription-links',
  tags: ['subscription-links'],
  description:
    'Links the customer to the logged-in account (consent required). 409 email-mismatch when ' +
    "the customer's e-mail address differs from the login: a one-time link is e-mailed instead.",
  request: { body: jsonBody(linkConfirmInputSchema) },
  responses: {
    200: linkedBefore,
    201: linked,
    ...errorResponses(400, 401, 403, 404, 409, 429),
    503: searchFailed,
  },
});

export const confirmTokenRoute = createRoute({
  operationId: 'confirmToken',
  security: sessionSecurity,
  method: 'post',
  path: '/subscription-links/confirm-token',
  tags: ['subscription-links'],
  description:
    'Links with the e-mailed one-time link. 404 link-confirmation-invalid when it is unknown, used or expired.',
  request: { body: jsonBody(linkTokenInputSchema) },
  responses: {
    200: linkedBefore,
    201: linked,
    ...errorResponses(400, 401, 403, 404, 409),
  },
});
