import { createRoute } from '@hono/zod-openapi';
import {
  passwordChangeInputSchema,
  passwordResetConfirmInputSchema,
  passwordResetDoneSchema,
  passwordResetRequestInputSchema,
  passwordResetRequestedSchema,
} from '~/domain/account-credentials/password-change-input';
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

export const requestPasswordResetRoute = createRoute({
  operationId: 'requestPasswordReset',
  method: 'post',
  path: '/account/password-reset',
  tags: ['account'],
  description:
    'Forgotten password (decision 0035): e-mails a single-use link valid 60 minutes when the ' +
    'address is a username; the answer is the same when it is not (and nothing is sent). The ' +
    'same request again within 60 seconds sends nothing more. 429 after 5 requests for one ' +
    'address or 10 from one client address within an hour.',
  request: { body: jsonBody(passwordResetRequestInputSchema) },
  responses: {
    202: jsonContent(
      passwordResetRequestedSchema,
      'A link was e-mailed if the address has an account',
    ),
    ...errorResponses(400, 429),
  },
});

export const confirmPasswordResetRoute = createRoute({
  operationId: 'confirmPasswordReset',
  method: 'post',
  path: '/account/password-reset/confirm',
  tags: ['account'],
  description:
    'Sets the new password with the e-mailed link and ends every session of the account; no ' +
    'session needed. 410 password-reset-expired (also unknown or replaced by a newer link); ' +
    '409 password-reset-already-used.',
  request: { body: jsonBody(passwordResetConfirmInputSchema) },
  responses: {
    200: jsonContent(passwordResetDoneSchema, 'The password was changed'),
    ...errorResponses(400, 409),
    410: jsonContent(errorBodySchema, 'The link has expired or does not exist'),
  },
});
