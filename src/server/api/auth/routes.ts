import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { loginInputSchema, sessionInfoSchema } from '~/domain/auth/login';
import { errorResponses, jsonBody, jsonContent } from '../openapi-helpers';

const sessionAnswer = jsonContent(sessionInfoSchema, 'The session as the client sees it');

export const verifySessionRoute = createRoute({
  method: 'get',
  path: '/auth/verifySession',
  tags: ['auth'],
  request: { query: z.object({ login_hint: z.string().optional() }) },
  responses: { 200: sessionAnswer },
});

export const refreshRoute = createRoute({
  method: 'get',
  path: '/auth/refresh',
  tags: ['auth'],
  responses: { 200: sessionAnswer },
});

export const loginRoute = createRoute({
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
  method: 'post',
  path: '/auth/logout',
  tags: ['auth'],
  responses: { 204: { description: 'Logged out' } },
});

export const logoutAllRoute = createRoute({
  method: 'post',
  path: '/auth/logout-all',
  tags: ['auth'],
  responses: {
    204: { description: 'Every session of the account ended' },
    ...errorResponses(401),
  },
});
