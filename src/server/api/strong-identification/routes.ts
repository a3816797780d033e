import { createRoute } from '@hono/zod-openapi';
import {
  clientJwksAnswerSchema,
  completeAnswerSchema,
  completeInputSchema,
  startAnswerSchema,
  startInputSchema,
  statusAnswerSchema,
  testBankDecisionAnswerSchema,
  testBankDecisionSchema,
} from '~/domain/strong-identification/identification-input';
import { errorResponses, jsonBody, jsonContent, sessionSecurity } from '../openapi-helpers';

export const statusRoute = createRoute({
  operationId: 'status',
  security: sessionSecurity,
  method: 'get',
  path: '/strong-identification',
  tags: ['strong-identification'],
  description: 'Whether the session is strongly identified now, and until when.',
  responses: { 200: jsonContent(statusAnswerSchema, 'The status'), ...errorResponses(401) },
});

export const startRoute = createRoute({
  operationId: 'start',
  security: sessionSecurity,
  method: 'post',
  path: '/strong-identification/start',
  tags: ['strong-identification'],
  description:
    'Starts an OpenID Connect authorization-code flow with PKCE for the session; the answer is ' +
    "the provider's login page. 503 strong-identification-unavailable when no provider may be used.",
  request: { body: jsonBody(startInputSchema) },
  responses: {
    200: jsonContent(startAnswerSchema, 'Where to send the browser'),
    ...errorResponses(400, 401, 503),
  },
});

export const completeRoute = createRoute({
  operationId: 'complete',
  security: sessionSecurity,
  method: 'post',
  path: '/strong-identification/complete',
  tags: ['strong-identification'],
  description:
    "Finishes the flow with the provider's answer (code, or error) sent to /tunnistautuminen/paluu. " +
    '401 strong-identification-cancelled (access_denied) or strong-identification-failed.',
  request: { body: jsonBody(completeInputSchema) },
  responses: {
    200: jsonContent(completeAnswerSchema, 'Identified: the page to return to'),
    ...errorResponses(400, 401),
  },
});

export const testBankDecisionRoute = createRoute({
  operationId: 'testBankDecision',
  method: 'post',
  path: '/strong-identification/test-bank/decision',
  tags: ['strong-identification'],
  description:
    "The built-in test bank's login page: approve with a bank, or cancel. Answers the redirect " +
    'back to the portal with a code or an error. 404 when the test bank is not in use.',
  request: { body: jsonBody(testBankDecisionSchema) },
  responses: {
    200: jsonContent(testBankDecisionAnswerSchema, 'The redirect back to the portal'),
    ...errorResponses(400, 404),
  },
});

export const clientJwksRoute = createRoute({
  operationId: 'clientJwks',
  method: 'get',
  path: '/strong-identification/jwks',
  tags: ['strong-identification'],
  description:
    "The portal's public keys as a JWKS, the client's jwks_uri at the identification broker: with " +
    'the FTN profile its signing keys (use sig: request objects, client assertions) and its ' +
    'encryption keys (use enc: the broker encrypts ID tokens to them), two of each during a ' +
    'rotation; else the private_key_jwt key. 404 when the portal authenticates with a secret.',
  responses: {
    200: jsonContent(clientJwksAnswerSchema, 'The public key set'),
    ...errorResponses(404),
  },
});
