import { createRoute } from '@hono/zod-openapi';
import {
  companyRequestInputSchema,
  companyRequestQuerySchema,
} from '~/domain/company-requests/request-input';
import {
  companyRequestOverviewSchema,
  companyRequestResultSchema,
} from '~/domain/company-requests/request-view';
import { errorResponses, jsonBody, jsonContent, sessionSecurity } from '../openapi-helpers';

export const listCompanyRequestsRoute = createRoute({
  operationId: 'listCompanyRequests',
  security: sessionSecurity,
  method: 'get',
  path: '/company-requests',
  tags: ['company-requests'],
  description:
    'For a company subscription of the session: the processing-request types that fit it and ' +
    'the requests already sent. 404 subscription-not-found; 409 company-request-not-allowed.',
  request: { query: companyRequestQuerySchema },
  responses: {
    200: jsonContent(companyRequestOverviewSchema, 'The modal\u2019s facts'),
    ...errorResponses(400, 401, 404, 409),
  },
});

export const createCompanyRequestRoute = createRoute({
  operationId: 'createCompanyRequest',
  security: sessionSecurity,
  method: 'post',
  path: '/company-requests',
  tags: ['company-requests'],
  description:
    'Sends customer service a processing request for a change to a company subscription ' +
    '(spec §6); handled within 1-3 working days. 400 validation-failed; 404 ' +
    'subscription-not-found; 409 company-request-not-allowed or company-request-type-not-available.',
  request: { body: jsonBody(companyRequestInputSchema) },
  responses: {
    201: jsonContent(companyRequestResultSchema, 'Sent'),
    ...errorResponses(400, 401, 404, 409),
  },
});
