import { createRoute } from '@hono/zod-openapi';
import { companyRequestInputSchema } from '~/domain/company-requests/request-input';
import {
  companyRequestOverviewSchema,
  companyRequestResultSchema,
} from '~/domain/company-requests/request-view';
import {
  companyRequestIdParamsSchema,
  handleCompanyRequestInputSchema,
  staffCompanyRequestListSchema,
  staffCompanyRequestSchema,
} from '~/domain/company-requests/staff-handle-input';
import { subscriptionNumberParamsSchema } from '~/domain/subscriptions/subscription-params';
import {
  errorResponses,
  jsonBody,
  jsonContent,
  ownSubscriptionPath,
  sessionSecurity,
  staffTokenSecurity,
} from '../openapi-helpers';

const PATH = ownSubscriptionPath('company-requests');

export const listCompanyRequestsRoute = createRoute({
  operationId: 'listCompanyRequests',
  security: sessionSecurity,
  method: 'get',
  path: PATH,
  tags: ['company-requests'],
  description:
    'For a company subscription of the session: the processing-request types that fit it and ' +
    'the requests already sent. 404 subscription-not-found; 409 company-request-not-allowed.',
  request: { params: subscriptionNumberParamsSchema },
  responses: {
    200: jsonContent(companyRequestOverviewSchema, 'The modal\u2019s facts'),
    ...errorResponses(400, 401, 404, 409),
  },
});

export const createCompanyRequestRoute = createRoute({
  operationId: 'createCompanyRequest',
  security: sessionSecurity,
  method: 'post',
  path: PATH,
  tags: ['company-requests'],
  description:
    'Sends customer service a processing request for a change to a company subscription ' +
    '(spec §6); handled within 1-3 working days. 400 validation-failed; 404 ' +
    'subscription-not-found; 409 company-request-not-allowed or company-request-type-not-available.',
  request: {
    params: subscriptionNumberParamsSchema,
    body: jsonBody(companyRequestInputSchema),
  },
  responses: {
    201: jsonContent(companyRequestResultSchema, 'Sent'),
    ...errorResponses(400, 401, 404, 409),
  },
});

export const listOpenCompanyRequestsRoute = createRoute({
  operationId: 'listOpenCompanyRequests',
  security: staffTokenSecurity,
  method: 'get',
  path: '/staff/company-requests',
  tags: ['staff'],
  description:
    'For customer service: every processing request still waiting (PENDING), oldest first, ' +
    'with its subscription, company and what was asked. "Authorization: Bearer ' +
    '<COMPANY_REQUEST_STAFF_TOKEN>"; 401 invalid-token; 404 when no token is configured.',
  responses: {
    200: jsonContent(staffCompanyRequestListSchema, 'The waiting requests'),
    ...errorResponses(401, 404),
  },
});

export const handleCompanyRequestRoute = createRoute({
  operationId: 'handleCompanyRequest',
  security: staffTokenSecurity,
  method: 'post',
  path: '/staff/company-requests/{requestId}/handled',
  tags: ['staff'],
  description:
    'Customer service marks a processing request handled (DONE) with who handled it and an ' +
    'optional note to the customer; the company admins are e-mailed. Staff token as above. ' +
    '400 validation-failed; 401 invalid-token; 404 company-request-not-found; 409 ' +
    'company-request-already-handled (nothing changes).',
  request: {
    params: companyRequestIdParamsSchema,
    body: jsonBody(handleCompanyRequestInputSchema),
  },
  responses: {
    200: jsonContent(staffCompanyRequestSchema, 'Handled'),
    ...errorResponses(400, 401, 404, 409),
  },
});
