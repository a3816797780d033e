import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
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
