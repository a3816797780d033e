import { createRoute } from '@hono/zod-openapi';
import {
  companyOrderInputSchema,
  companyOrderQuoteQuerySchema,
} from '~/domain/company-order/order-input';
import {
  companyOrderQuoteSchema,
  companyOrderResultSchema,
} from '~/domain/company-order/order-views';
import { errorResponses, jsonBody, jsonContent, sessionSecurity } from '../openapi-helpers';

export const companyOrderQuoteRoute = createRoute({
  operationId: 'companyOrderQuote',
  method: 'get',
  path: '/company-orders/quote',
  tags: ['company-orders'],
  description:
    'Anyone (no login): the year\u2019s price of a company offer from its tiers (net, VAT 10 %, ' +
    'total, integer cents): `readers` 1-50 for digital reading rights, `copies` 1-20 for print, ' +
    'which also answers the window of the first issue. 400 validation-failed (above the limit: ' +
    'contact sales; the other kind\u2019s parameter); ' +
    '404 company-order-offer-not-found for a slug without a company offer (campaign loading failed).',
  request: { query: companyOrderQuoteQuerySchema },
  responses: {
    200: jsonContent(companyOrderQuoteSchema, 'The price'),
    ...errorResponses(400, 404),
  },
});

export const companyOrderRoute = createRoute({
  operationId: 'companyOrderPlace',
  security: sessionSecurity,
  method: 'post',
  path: '/company-orders',
  tags: ['company-orders'],
  description:
    'Logged in (b2c or b2b session). Creates the company customer (or joins the existing company ' +
    'with the same Y-tunnus when its name and invoicing data match and the account is its admin), ' +
    'the subscription (digital: its ' +
    'reader count, from today; print: its copies, from the chosen first issue, PENDING until ' +
    'then) and the first invoice, and makes the account the company\u2019s main admin ' +
    '(COMPANY_ADMIN). The same idempotencyKey again answers the first order with 200 and stores ' +
    'nothing. 400 validation-failed (also a first issue outside the window or on a day ' +
    'without a paper), company-order-address-not-found; 404 ' +
    'company-order-offer-not-found; 409 b2b-invoicing-data-does-not-match-existing (name or ' +
    'invoicing data differ from the existing company), company-order-admin-required (the ' +
    'company exists and the account is not its admin: nothing is billed to it).',
  request: { body: jsonBody(companyOrderInputSchema) },
  responses: {
    201: jsonContent(companyOrderResultSchema, 'The order placed'),
    200: jsonContent(companyOrderResultSchema, 'The same order, placed earlier with this key'),
    ...errorResponses(400, 401, 404, 409),
  },
});
