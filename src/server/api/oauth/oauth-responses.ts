import type { Context } from 'hono';
import { apiMessage } from '~/domain/errors/api-messages';
import type { ErrorKey } from '~/domain/errors/error-messages';

/** The RFC error codes the OAuth-facing routes answer, each with its catalogue key. */
const ERROR_KEYS = {
  invalid_request: 'bad-request',
  invalid_client: 'invalid-client',
  invalid_grant: 'invalid-grant',
  unsupported_grant_type: 'bad-request',
  invalid_token: 'invalid-token',
  insufficient_scope: 'insufficient-scope',
} as const satisfies Record<string, ErrorKey>;

export type OAuthErrorCode = keyof typeof ERROR_KEYS;

/**
 * The OAuth-facing answers (token endpoint, bearer routes) speak RFC 6749 §5.2 / RFC 6750 §3:
 * `{ error, error_description }`, since their callers are OAuth client libraries; the portal's
 * `errorKey` and Finnish `message` ride along, as every other 4xx of the API carries them. Never
 * cached (RFC 6749 §5.1).
 */
export function oauthError(
  c: Context,
  status: 400 | 401 | 403,
  error: OAuthErrorCode,
  description: string,
  wwwAuthenticate?: string,
): Response {
  c.header('Cache-Control', 'no-store');
  c.header('Pragma', 'no-cache');
  if (wwwAuthenticate) c.header('WWW-Authenticate', wwwAuthenticate);
  const errorKey = ERROR_KEYS[error];
  return c.json(
    { error, error_description: description, errorKey, message: apiMessage(errorKey) },
    status,
  );
}
