import { createRoute } from '@hono/zod-openapi';
import { passwordChangeInputSchema } from '~/domain/account-credentials/password-change-input';
import {
  usernameChangeInputSchema,
  usernameChangeRequestedSchema,
  usernameConfirmInputSchema,
  usernameConfirmedSchema,
} from '~/domain/account-credentials/username-change-input';
import {
  errorBodySchema,
  errorResponses,
  jsonBody,
  jsonContent,
  sessionSecurity,
} from '../openapi-helpers';

export const requestUsernameChangeRoute = createRoute({
  operationId: 'requestUsernameChange',
  security: sessionSecurity,
  method: 'put',
  path: '/account/username',
  tags: ['account'],
  description:
    'Asks to change the username (spec §7). Nothing changes yet: a single-use link is e-mailed ' +
    'to the new address. 403 WRONG_PASSWORD; 409 username-taken; 429 after 5 wrong passwords ' +
    'in 15 minutes or 5 requests in an hour. The same address again within 10 minutes sends no ' +
    'second e-mail.',
  request: { body: jsonBody(usernameChangeInputSchema) },
  responses: {
    202: jsonContent(usernameChangeRequestedSchema, 'The link was e-mailed to the new address'),
    ...errorResponses(400, 401, 403, 409, 429),
  },
});

export const confirmUsernameChangeRoute = createRoute({
  operationId: 'confirmUsernameChange',
  method: 'put',
  path: '/account/username/confirm',
  tags: ['account'],
  description:
    'Confirms a username change with the token and address of the e-mailed link; no session ' +
    'needed. 410 username-change-expired (also an unknown link); 409 ' +
    'username-change-already-handled (used, or replaced by a newer request) or username-taken.',
  request: { body: jsonBody(usernameConfirmInputSchema) },
  responses: {
    200: jsonContent(usernameConfirmedSchema, 'The username changed'),
    ...errorResponses(400, 409),
    410: jsonContent(errorBodySchema, 'The link has expired or does not exist'),
  },
});

export const changePasswordRoute = createRoute({
  operationId: 'changePassword',
  security: sessionSecurity,
  method: 'put',
  path: '/account/password',
  tags: ['account'],
  description:
    'Changes the password and ends every other session of the account (this one stays). ' +
    '403 WRONG_PASSWORD; 429 after 5 wrong passwords in 15 minutes.',
  request: { body: jsonBody(passwordChangeInputSchema) },
  responses: {
    204: { description: 'Changed' },
    ...errorResponses(400, 401, 403, 429),
  },
});
