import { createRoute } from '@hono/zod-openapi';
import { consentChangeInputSchema } from '~/domain/consents/change-input';
import { consentChangeResultSchema, consentsSchema } from '~/domain/consents/consent-views';
import { errorResponses, jsonBody, jsonContent, sessionSecurity } from '../openapi-helpers';

export const consentsRoute = createRoute({
  operationId: 'consents',
  security: sessionSecurity,
  method: 'get',
  path: '/consents',
  tags: ['consents'],
  description:
    'The private customer\u2019s marketing, newsletter and privacy choices, each with its value ' +
    '(OptIn, OptOut, EMPTY) and when and where it was last changed, and the marketing ban. ' +
    '404 consents-not-available (a company login or no private customer).',
  responses: {
    200: jsonContent(consentsSchema, 'The choices'),
    ...errorResponses(401, 404),
  },
});

export const consentChangeRoute = createRoute({
  operationId: 'consentChange',
  security: sessionSecurity,
  method: 'put',
  path: '/consents',
  tags: ['consents'],
  description:
    'Stores the listed choices that differ from the stored ones (with confirm: every listed ' +
    'one), with the time and channel WEB, a history row each and one confirmation e-mail. ' +
    '400 validation-failed (unknown kind, channel, brand or value); 404 consents-not-available; ' +
    '409 marketing-ban-active (a marketing OptIn while the ban is on).',
  request: { body: jsonBody(consentChangeInputSchema) },
  responses: {
    200: jsonContent(consentChangeResultSchema, 'What was stored, and the choices now'),
    ...errorResponses(400, 401, 404, 409),
  },
});
