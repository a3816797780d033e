import { MAX_STATE_LENGTH } from '~/domain/oauth/authorize-request';
import { createRoute, z } from '@hono/zod-openapi';
import { consentDecisionSchema } from '~/domain/oauth/consent-input';
import {
  assistantInvoicesSchema,
  assistantSubscriptionsSchema,
  consentResultSchema,
  consentViewSchema,
  grantIdParamsSchema,
  grantListSchema,
  oauthErrorSchema,
  tokenResponseSchema,
} from '~/domain/oauth/oauth-views';
import { errorResponses, jsonBody, jsonContent, sessionSecurity } from '../openapi-helpers';

/** The bearer token POST /oauth/token issues (decision 0043). */
const assistantTokenSecurity = [{ assistantToken: [] }];

const AUTHORIZE_QUERY =
  'response_type=code, client_id, redirect_uri (exactly as registered), scope ' +
  '(subscriptions:read, invoices:read), state, code_challenge and code_challenge_method=S256 ' +
  '(RFC 6749 §4.1.1, RFC 7636)';

/** The authorisation request's query (RFC 6749 §4.1.1, RFC 7636 §4.3), as the client sends it. */
const queryParameter = (
  name: string,
  schema: { type: 'string'; enum?: string[]; pattern?: string; maxLength?: number },
  description?: string,
) => ({
  in: 'query' as const,
  name,
  required: name !== 'state',
  schema,
  ...(description ? { description } : {}),
});
const AUTHORIZE_PARAMETERS = [
  queryParameter('response_type', { type: 'string', enum: ['code'] }),
  queryParameter('client_id', { type: 'string' }, 'As registered.'),
  queryParameter('redirect_uri', { type: 'string' }, 'Exactly as registered.'),
  queryParameter(
    'scope',
    {
      type: 'string',
      pattern: '^(?:subscriptions:read|invoices:read)(?: (?:subscriptions:read|invoices:read))*$',
    },
    'Space-separated.',
  ),
  queryParameter('state', { type: 'string', maxLength: MAX_STATE_LENGTH }, 'Returned as given.'),
  queryParameter('code_challenge', { type: 'string', pattern: '^[A-Za-z0-9_-]{43}$' }),
  queryParameter('code_challenge_method', { type: 'string', enum: ['S256'] }),
];

export const viewAuthorizationRoute = createRoute({
  operationId: 'viewAssistantAuthorization',
  security: sessionSecurity,
  method: 'get',
  path: '/oauth/authorize',
  tags: ['oauth'],
  description:
    `The consent page's (/bot_auth) check of an authorisation request; its query is the page's: ${AUTHORIZE_QUERY}. ` +
    'Answers the client name and the scopes in Finnish, or, for a bad parameter of a known client ' +
    'and redirect URI, the redirect URI with error (invalid_request, unsupported_response_type, ' +
    'invalid_scope) and state. 400 invalid-client: unknown client or unregistered redirect URI ' +
    '(never redirected to).',
  // Documented, not validated here: a bad value is the OAuth error of the description, which
  // the handler answers from the raw query (a validator would answer 400 validation-failed).
  parameters: AUTHORIZE_PARAMETERS,
  responses: {
    200: jsonContent(consentViewSchema, 'What to show, or where to go'),
    ...errorResponses(400, 401),
  },
});

export const decideAuthorizationRoute = createRoute({
  operationId: 'decideAssistantAuthorization',
  security: sessionSecurity,
  method: 'post',
  path: '/oauth/authorize',
  tags: ['oauth'],
  description:
    'The customer approves or declines the request (its query string again, checked in full). ' +
    'Approve: a grant and a single-use code valid 60 s; answers the redirect URI with code and ' +
    'state. Decline: the redirect URI with error=access_denied and state. 400 invalid-client as above.',
  request: { body: jsonBody(consentDecisionSchema) },
  responses: {
    200: jsonContent(consentResultSchema, 'Where the browser goes next'),
    ...errorResponses(400, 401, 403),
  },
});

export const listGrantsRoute = createRoute({
  operationId: 'listAssistantAuthorizations',
  security: sessionSecurity,
  method: 'get',
  path: '/oauth/grants',
  tags: ['oauth'],
  description:
    'The account\u2019s authorisations of assistant clients ("Yhdistetyt palvelut" on /tili).',
  responses: { 200: jsonContent(grantListSchema, 'Authorisations'), ...errorResponses(401) },
});

export const revokeGrantRoute = createRoute({
  operationId: 'revokeAssistantAuthorization',
  security: sessionSecurity,
  method: 'delete',
  path: '/oauth/grants/{id}',
  tags: ['oauth'],
  description:
    'Removes an authorisation and every code and token issued under it, at once. 404 for ' +
    'another account\u2019s or an already removed one.',
  request: { params: grantIdParamsSchema },
  responses: {
    200: jsonContent(grantListSchema, 'The authorisations left'),
    ...errorResponses(400, 401, 403, 404),
  },
});

const oauthErrors = (...statuses: (400 | 401 | 403)[]) =>
  Object.fromEntries(
    statuses.map((s) => [
      s,
      jsonContent(oauthErrorSchema, 'OAuth error (RFC 6749 §5.2, RFC 6750 §3.1)'),
    ]),
  );

/**
 * Documented here, served by a plain handler (register.ts): the form body must reach the handler
 * untouched, and every refusal is an RFC error, never the portal's validation envelope.
 */
export const tokenRouteDoc = {
  operationId: 'exchangeAssistantAuthorizationCode',
  method: 'post' as const,
  path: '/oauth/token',
  tags: ['oauth'],
  description:
    'RFC 6749 §4.1.3 token request of a public client with PKCE (RFC 7636 §4.5), server to ' +
    'server: no Origin check, form body. The code works once and for 60 s; a second use removes ' +
    'the authorisation. The token is valid 15 minutes. Errors: invalid_request, invalid_client ' +
    '(401), invalid_grant, unsupported_grant_type.',
  request: {
    body: {
      required: true,
      content: {
        'application/x-www-form-urlencoded': {
          schema: z.object({
            grant_type: z.literal('authorization_code'),
            code: z.string(),
            redirect_uri: z.string(),
            client_id: z.string(),
            code_verifier: z.string().min(43).max(128),
          }),
        },
      },
    },
  },
  responses: {
    200: jsonContent(tokenResponseSchema, 'The access token'),
    ...oauthErrors(400, 401),
  },
};

export const assistantSubscriptionsRoute = createRoute({
  operationId: 'assistantListSubscriptions',
  security: assistantTokenSecurity,
  method: 'get',
  path: '/assistant/subscriptions',
  tags: ['oauth'],
  description:
    'For an assistant client\u2019s bearer token with subscriptions:read: the subscriptions of the ' +
    'customers the approving account owns. 401 invalid_token, 403 insufficient_scope.',
  responses: {
    200: jsonContent(assistantSubscriptionsSchema, 'Subscriptions'),
    ...oauthErrors(401, 403),
  },
});

export const assistantInvoicesRoute = createRoute({
  operationId: 'assistantListInvoices',
  security: assistantTokenSecurity,
  method: 'get',
  path: '/assistant/invoices',
  tags: ['oauth'],
  description:
    'For a bearer token with invoices:read: the unpaid and the past year\u2019s paid invoices of ' +
    'the customers the approving account owns. 401 invalid_token, 403 insufficient_scope.',
  responses: {
    200: jsonContent(assistantInvoicesSchema, 'Invoices'),
    ...oauthErrors(401, 403),
  },
});
