import { createRoute } from '@hono/zod-openapi';
import { copytextsSchema } from '~/domain/config/copytexts';
import { jsonContent } from '../openapi-helpers';

export const copytextsRoute = createRoute({
  operationId: 'copytexts',
  method: 'get',
  path: '/copytexts',
  tags: ['config'],
  responses: { 200: jsonContent(copytextsSchema, 'Editable texts: title and body per key') },
});
