import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { companySessionSchema, companySwitchInputSchema } from '~/domain/auth/company-session';
import { loginInputSchema, sessionInfoSchema } from '~/domain/auth/login';
import { errorResponses, jsonBody, jsonContent, sessionSecurity } from '../openapi-helpers';

const sessionAnswer = jsonContent(sessionInfoSchema, 'The session as the client sees it');

export const verifySessionRoute = createRoute({
  operationId: 'verifySession',
  method: 'get',
  path: '/auth/verifySession',
  tags: ['auth'],
  request: { query: z.object({ login_hint: z.string().optional() }) },
  responses: { 200: sessionAnswer },
});

export const refreshRoute = createRoute({
  operationId: 'refresh',
  method: 'get',
  path: '/auth/refresh',
  tags: ['auth'],
  responses: { 200: sessionAnswer },
});

export const loginRoute = createRoute({
  operationId: 'login',
  method: 'post',
  path: '/auth/login',
  tags: ['auth'],
  request: { body: jsonBody(loginInputSchema) },
  responses: {
    200: sessionAnswer,
    ...errorResponses(400, 401, 403, 429),
  },
});

export const logoutRoute = createRoute({
  operationId: 'logout',
  method: 'post',
  path: '/auth/logout',
  tags: ['auth'],
  responses: { 204: { description: 'Logged out' } },
});

export const logoutAllRoute = createRoute({
  operationId: 'logoutAll',
  security: sessionSecurity,
  method: 'post',
  path: '/auth/logout-all',
  tags: ['auth'],
  responses: {
    204: { description: 'Every session of the account ended' },
    ...errorResponses(401),
  },
});

export const companiesRoute = createRoute({
  operationId: 'listSessionCompanies',
  security: sessionSecurity,
  method: 'get',
  path: '/auth/companies',
  tags: ['auth'],
  responses: {
    200: jsonContent(companySessionSchema, 'The companies a b2b session may act for'),
    ...errorResponses(401, 403),
  },
});

export const switchCompanyRoute = createRoute({
  operationId: 'switchSessionCompany',
  security: sessionSecurity,
  description:
    'Makes another company of which the account is admin the b2b session\u2019s active one. ' +
    '403 forbidden in a b2c session; 404 customer-not-found for a company it is not admin of.',
  method: 'post',
  path: '/auth/company',
  tags: ['auth'],
  request: { body: jsonBody(companySwitchInputSchema) },
  responses: {
    200: jsonContent(companySessionSchema, 'The companies, the chosen one now active'),
    ...errorResponses(400, 401, 403, 404),
  },
});
