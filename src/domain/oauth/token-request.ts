/** RFC 7636 §4.1: 43-128 unreserved characters. */
const CODE_VERIFIER = /^[A-Za-z0-9._~-]{43,128}$/;

/** How long an authorisation code and an access token work (decision 0043). */
export const CODE_LIFETIME_SECONDS = 60;
export const ACCESS_TOKEN_LIFETIME_SECONDS = 15 * 60;

export type TokenErrorCode =
  'invalid_request' | 'invalid_client' | 'invalid_grant' | 'unsupported_grant_type';

export interface TokenRequest {
  code: string;
  redirectUri: string;
  clientId: string;
  codeVerifier: string;
}

export type TokenRequestCheck =
  { ok: true; request: TokenRequest } | { ok: false; error: TokenErrorCode; description: string };

const REQUIRED = ['grant_type', 'code', 'redirect_uri', 'client_id', 'code_verifier'] as const;

/**
 * The form of POST /oauth/token (RFC 6749 §4.1.3 with RFC 7636 §4.5), each parameter once.
 * Unknown parameters are ignored, as §3.2 asks of the server.
 */
export function checkTokenRequest(form: Record<string, string[]>): TokenRequestCheck {
  const fail = (error: TokenErrorCode, description: string): TokenRequestCheck => ({
    ok: false,
    error,
    description,
  });
  for (const key of REQUIRED) {
    const values = form[key] ?? [];
    if (values.length > 1) return fail('invalid_request', `${key} given more than once`);
  }
  const value = (key: (typeof REQUIRED)[number]) => form[key]?.[0] ?? '';
  const missing = REQUIRED.find((key) => value(key) === '');
  if (missing === 'grant_type') return fail('invalid_request', 'grant_type missing');
  if (value('grant_type') !== 'authorization_code') {
    return fail('unsupported_grant_type', 'only authorization_code');
  }
  if (missing) return fail('invalid_request', `${missing} missing`);
  if (!CODE_VERIFIER.test(value('code_verifier'))) {
    return fail('invalid_request', 'malformed code_verifier');
  }
  return {
    ok: true,
    request: {
      code: value('code'),
      redirectUri: value('redirect_uri'),
      clientId: value('client_id'),
      codeVerifier: value('code_verifier'),
    },
  };
}
