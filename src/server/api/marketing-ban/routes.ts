import { createRoute } from '@hono/zod-openapi';
import { marketingBanViewSchema } from '~/domain/consents/consent-views';
import { marketingBanInputSchema } from '~/domain/marketing-ban/ban-input';
import { errorResponses, jsonBody, jsonContent, sessionSecurity } from '../openapi-helpers';

const PATH = '/marketing-ban';

export const marketingBanRoute = createRoute({
  operationId: 'marketingBan',
  security: sessionSecurity,
  method: 'get',
  path: PATH,
  tags: ['marketing-ban'],
  description: 'Whether the private customer has banned all marketing, and since when.',
  responses: {
    200: jsonContent(marketingBanViewSchema, 'The ban'),
    ...errorResponses(401, 404),
  },
});

export const setMarketingBanRoute = createRoute({
  operationId: 'setMarketingBan',
  security: sessionSecurity,
  method: 'post',
  path: PATH,
  tags: ['marketing-ban'],
  description:
    'Bans all marketing: every marketing consent to OptOut (each brand and channel) and a ban ' +
    'that only DELETE removes; a receipt e-mail. 201 when set, 200 when it already was (nothing ' +
    'written). 400 validation-failed (confirm); 404 consents-not-available.',
  request: { body: jsonBody(marketingBanInputSchema) },
  responses: {
    200: jsonContent(marketingBanViewSchema, 'The ban was already on'),
    201: jsonContent(marketingBanViewSchema, 'The ban is set'),
    ...errorResponses(400, 401, 404),
  },
});

export const removeMarketingBanRoute = createRoute({
  operationId: 'removeMarketingBan',
  security: sessionSecurity,
  method: 'delete',
  path: PATH,
  tags: ['marketing-ban'],
  description:
    'Removes the ban (the consents stay OptOut until changed) with a receipt e-mail; without a ' +
    'ban nothing is written. 404 consents-not-available.',
  responses: {
    200: jsonContent(marketingBanViewSchema, 'No ban now'),
    ...errorResponses(401, 404),
  },
});
