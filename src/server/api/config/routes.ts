import { createRoute } from '@hono/zod-openapi';
import { portalConfigSchema } from '~/domain/config/portal-config';
import { jsonContent } from '../openapi-helpers';

export const configRoute = createRoute({
  operationId: 'config',
  method: 'get',
  path: '/config',
  tags: ['config'],
  responses: { 200: jsonContent(portalConfigSchema, 'Monitoring settings and feature flags') },
});
