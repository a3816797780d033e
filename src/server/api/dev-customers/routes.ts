import { createRoute } from '@hono/zod-openapi';
import {
  freshCustomerRequestSchema,
  freshCustomerSchema,
} from '~/domain/dev-customers/fresh-customer';
import { errorResponses, jsonBody, jsonContent } from '../openapi-helpers';

export const freshCustomerRoute = createRoute({
  operationId: 'freshCustomer',
  method: 'post',
  path: '/dev/customers',
  tags: ['development'],
  description:
    'Creates a customer of its own for a browser test, with an account and the asked subscriptions. Not available in production.',
  request: { body: jsonBody(freshCustomerRequestSchema) },
  responses: {
    201: jsonContent(freshCustomerSchema, 'The new login and numbers'),
    ...errorResponses(400, 404),
  },
});
