import { createRoute } from '@hono/zod-openapi';
import { healthSchema } from '~/domain/health/health';
import { errorResponses, jsonContent } from '../openapi-helpers';

/** Liveness: the process answers. Never touches the database, so a slow database restarts nothing. */
export const livenessRoute = createRoute({
  operationId: 'liveness',
  method: 'get',
  path: '/health',
  tags: ['health'],
  responses: { 200: jsonContent(healthSchema, 'The process is alive') },
});

/** Readiness: send traffic here. 503 while the database does not answer or the server stops. */
export const readinessRoute = createRoute({
  operationId: 'readiness',
  method: 'get',
  path: '/health/ready',
  tags: ['health'],
  responses: {
    200: jsonContent(healthSchema, 'The database answers and the server takes requests'),
    ...errorResponses(503),
  },
});
