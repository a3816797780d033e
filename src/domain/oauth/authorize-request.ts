import { type OAuthClient, findClient } from './clients';
import { type OAuthScope, parseScope } from './scopes';

/** RFC 7636 §4.2: BASE64URL(SHA-256(verifier)) is always 43 characters. */
const S256_CHALLENGE = /^[A-Za-z0-9_-]{43}$/;
export const MAX_STATE_LENGTH = 1000;

/** The request's query: each parameter's values as the address gave them. */
export type AuthorizeQuery = Record<string, string[]>;

/** The errors RFC 6749 §4.1.2.1 sends back to the client's redirect URI. */
export type AuthorizeErrorCode =
  'invalid_request' | 'unsupported_response_type' | 'invalid_scope' | 'access_denied';

export interface AuthorizeRequest {
  client: OAuthClient;
  redirectUri: string;
  scopes: OAuthScope[];
  state: string | undefined;
  codeChallenge: string;
}

export type AuthorizeVerdict =
  /** Unknown client or a redirect URI it has not registered: an error page, never a redirect. */
  | { kind: 'invalid-client' }
  | {
      kind: 'redirect-error';
      redirectUri: string;
      error: AuthorizeErrorCode;
      description: string;
      state: string | undefined;
    }
  | { kind: 'ok'; request: AuthorizeRequest };

/** The query string (with or without "?") as the check reads it. */
export function authorizeQueryOf(search: string): AuthorizeQuery {
  return paramsOf(new URLSearchParams(search));
}

/**
 * Every value of each parameter, in an object without a prototype, so that a parameter named
 * `__proto__` or `constructor` is a parameter like any other.
 */
export function paramsOf(params: URLSearchParams): Record<string, string[]> {
  const query = Object.create(null) as Record<string, string[]>;
  for (const [key, value] of params) (query[key] ??= []).push(value);
  return query;
}

/** A parameter given once; `null` when it was given more than once (RFC 6749 §3.1). */
function single(query: AuthorizeQuery, key: string): string | undefined | null {
  const values = query[key] ?? [];
  if (values.length > 1) return null;
  return values[0] === '' ? undefined : values[0];
}

/**
 * Checks an authorisation request (RFC 6749 §4.1.1 with RFC 7636 PKCE, S256 only). The client
 * and its redirect URI come first: until both are known, nothing may be sent to the URI.
 */
export function checkAuthorizeRequest(
  query: AuthorizeQuery,
  clients: readonly OAuthClient[],
): AuthorizeVerdict {
  const clientId = single(query, 'client_id');
  const redirectUri = single(query, 'redirect_uri');
  const client = clientId ? findClient(clients, clientId) : undefined;
  if (!client || !redirectUri || !client.redirect_uris.includes(redirectUri)) {
    return { kind: 'invalid-client' };
  }
  const rawState = single(query, 'state');
  const state =
    rawState === null || (rawState?.length ?? 0) > MAX_STATE_LENGTH ? undefined : rawState;
  const refuse = (error: AuthorizeErrorCode, description: string): AuthorizeVerdict => ({
    kind: 'redirect-error',
    redirectUri,
    error,
    description,
    state,
  });
  if (rawState === null) return refuse('invalid_request', 'state given more than once');
  if (state !== rawState) return refuse('invalid_request', 'state too long');
  const duplicate = Object.keys(query).find((k) => (query[k]?.length ?? 0) > 1);
  if (duplicate) return refuse('invalid_request', `${duplicate} given more than once`);
  const responseType = single(query, 'response_type');
  if (!responseType) return refuse('invalid_request', 'response_type missing');
  if (responseType !== 'code') {
    return refuse('unsupported_response_type', 'only response_type=code');
  }
  const challenge = single(query, 'code_challenge');
  if (!challenge) return refuse('invalid_request', 'code_challenge missing (PKCE is required)');
  if (single(query, 'code_challenge_method') !== 'S256') {
    return refuse('invalid_request', 'code_challenge_method must be S256');
  }
  if (!S256_CHALLENGE.test(challenge)) return refuse('invalid_request', 'malformed code_challenge');
  const scopes = parseScope(single(query, 'scope') ?? undefined, client.scopes);
  if (!scopes) return refuse('invalid_scope', 'unknown, missing or not allowed scope');
  return {
    kind: 'ok',
    request: { client, redirectUri, scopes, state, codeChallenge: challenge },
  };
}

/**
 * The redirect URI with the answer's parameters added to its own query (RFC 6749 §4.1.2: the
 * registered URI's query is kept). Parameters with no value are left out.
 */
export function redirectWith(
  redirectUri: string,
  params: Record<string, string | undefined>,
): string {
  const url = new URL(redirectUri);
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined) url.searchParams.append(key, value);
  }
  return url.toString();
}

/** Where a refused request goes: the error, its description and the client's state. */
export const errorRedirect = (
  verdict: Extract<AuthorizeVerdict, { kind: 'redirect-error' }>,
): string =>
  redirectWith(verdict.redirectUri, {
    error: verdict.error,
    error_description: verdict.description,
    state: verdict.state,
  });
