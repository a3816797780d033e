import { createRoute } from '@hono/zod-openapi';
import {
  registrationConfirmInputSchema,
  registrationConfirmedSchema,
  registrationInputSchema,
  registrationRequestedSchema,
} from '~/domain/registration/registration-input';
import { errorBodySchema, errorResponses, jsonBody, jsonContent } from '../openapi-helpers';

export const requestRegistrationRoute = createRoute({
  operationId: 'requestRegistration',
  method: 'post',
  path: '/auth/registrations',
  tags: ['auth'],
  description:
    'Starts a registration (decision 0034). Nothing is created yet: a single-use link valid ' +
    '24 hours is e-mailed to the address, or, when the address already has an account, a note ' +
    'saying so; the answer is the same. The same address again within 60 seconds sends ' +
    'nothing more. 429 after 5 registrations of one address or 10 from one client address ' +
    'within an hour.',
  request: { body: jsonBody(registrationInputSchema) },
  responses: {
    202: jsonContent(registrationRequestedSchema, 'The link was e-mailed'),
    ...errorResponses(400, 429),
  },
});

export const confirmRegistrationRoute = createRoute({
  operationId: 'confirmRegistration',
  method: 'post',
  path: '/auth/registrations/confirm',
  tags: ['auth'],
  description:
    'Creates the account, a private customer and its address from the e-mailed link and logs ' +
    'this browser in. 410 registration-expired (also unknown or replaced by a newer link); 409 ' +
    'registration-already-confirmed or username-taken.',
  request: { body: jsonBody(registrationConfirmInputSchema) },
  responses: {
    200: jsonContent(registrationConfirmedSchema, 'The account was created; logged in'),
    ...errorResponses(400, 409),
    410: jsonContent(errorBodySchema, 'The link has expired or does not exist'),
  },
});
