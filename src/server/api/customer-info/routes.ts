import { createRoute } from '@hono/zod-openapi';
import { customerInfoPatchSchema } from '~/domain/customer-info/info-input';
import { customerInfoSchema } from '~/domain/customer-info/info-view';
import { ANY_FOUR_DIGIT_YEAR } from '~/domain/customer-info/year-range';
import { errorResponses, jsonBody, jsonContent, sessionSecurity } from '../openapi-helpers';

export const CUSTOMER_INFO_PATH = '/customer/info';

export const readCustomerInfoRoute = createRoute({
  operationId: 'readCustomerInfo',
  security: sessionSecurity,
  method: 'get',
  path: CUSTOMER_INFO_PATH,
  tags: ['customer-info'],
  description:
    'The logged-in customer\u2019s own data: names, year of birth, phone, contact e-mail, ' +
    'customer number and type, the primary address (read-only), company details of a company ' +
    'or community, the account\u2019s username, what the session may change and the accepted ' +
    'years of birth. 404 customer-not-found when the account holds no customer.',
  responses: {
    200: jsonContent(customerInfoSchema, 'The customer info'),
    ...errorResponses(401, 404),
  },
});

export const updateCustomerInfoRoute = createRoute({
  operationId: 'updateCustomerInfo',
  security: sessionSecurity,
  method: 'patch',
  path: CUSTOMER_INFO_PATH,
  tags: ['customer-info'],
  description:
    'Changes the given fields (spec §7): a person\u2019s firstName, lastName, yearOfBirth ' +
    '(four digits in the configured range), anyone\u2019s phone, a company admin\u2019s company ' +
    'details (b2b session). Sends a confirmation e-mail to the username and writes an audit ' +
    'row; values equal to the stored ones change nothing. 400 validation-failed; 403 ' +
    'company-details-not-allowed; 404 customer-not-found; 409 personal-details-not-allowed.',
  request: {
    body: jsonBody(customerInfoPatchSchema(ANY_FOUR_DIGIT_YEAR).meta({ id: 'CustomerInfoPatch' })),
  },
  responses: {
    200: jsonContent(customerInfoSchema, 'The customer info after the change'),
    ...errorResponses(400, 401, 403, 404, 409),
  },
});
