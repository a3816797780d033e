import {
  createRemoteJWKSet,
  customFetch as joseCustomFetch,
  errors as joseErrors,
  jwtVerify,
} from 'jose';
import * as oauth from 'oauth4webapi';
import { type ClientPrivateKey, importClientKey } from './client-key';
import { type PortalKeys, decryptToPortal, isEncrypted } from './portal-keys';

// The OpenID Connect authorization-code flow with PKCE (OpenID Connect Core 1.0 §3.1, RFC 7636)
// on oauth4webapi (discovery, client authentication, code exchange, ID token claims) and jose
// (the ID token's signature against the provider's JWKS, cached and refetched when a new key id
// appears). The same client talks to a configured broker and to the built-in test bank.

export type FetchLike = (url: string, init?: RequestInit) => Promise<Response>;

export interface OidcClientConfig {
  issuer: string;
  clientId: string;
  /** `client_secret_basic`; used when no private key is given. */
  clientSecret?: string;
  /** `private_key_jwt`: a client assertion signed with this key replaces the secret. */
  privateKey?: ClientPrivateKey;
  redirectUri: string;
  fetch: FetchLike;
  /** Plain-HTTP endpoints are refused unless this is set (the in-process test bank). */
  allowHttp?: boolean;
  /**
   * The FTN OpenID Connect profile (decision 0048): signed request objects, client assertions
   * with the first signing key, and ID tokens only encrypted to one of the encryption keys.
   */
  ftn?: {
    keys: PortalKeys;
    /** The client assertion's `aud`: the broker's issuer (default) or its token endpoint. */
    assertionAudience: 'issuer' | 'token_endpoint';
  };
}

/** Algorithms an ID token may be signed with; anything else (HS256, none) is refused. */
const ID_TOKEN_ALGORITHMS = ['RS256', 'ES256'] as const;

/** Seconds of clock difference tolerated in the ID token's exp and iat. */
const CLOCK_TOLERANCE_SECONDS = 60;

/** The provider answered something the flow cannot accept; `code` is logged, never shown. */
export class OidcError extends Error {
  override name = 'OidcError';
  constructor(
    readonly code: string,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export interface IdentifiedPerson {
  subject: string;
  name: string | null;
}

export interface OidcClient {
  authorizationUrl(input: { state: string; nonce: string; codeChallenge: string }): Promise<string>;
  /**
   * The code exchange of a return whose state the caller has already matched to its own stored
   * attempt (complete.ts finds the attempt by state and session); `iss` is the RFC 9207
   * parameter when the provider sends one.
   */
  exchangeCode(input: {
    code: string;
    iss?: string;
    codeVerifier: string;
    nonce: string;
    now: Date;
  }): Promise<IdentifiedPerson>;
}

interface Discovered {
  as: oauth.AuthorizationServer;
  /** jose's remote key set: cached, refetched on an unknown kid (at most every 30 s). */
  keys: ReturnType<typeof createRemoteJWKSet>;
}

export function createOidcClient(config: OidcClientConfig): OidcClient {
  const { privateKey, clientSecret } = config;
  if (!privateKey && !clientSecret && !config.ftn) {
    throw new Error('An OIDC client needs a secret or a key');
  }
  const http = {
    [oauth.customFetch]: (
      url: string,
      { body, ...init }: oauth.CustomFetchOptions<string, URLSearchParams | undefined>,
    ) => config.fetch(url, { ...init, ...(body !== undefined ? { body } : {}) }),
    // Only for the in-process test bank, whose issuer is SITE_URL (http:// in development).
    [oauth.allowInsecureRequests]: config.allowHttp === true,
  };

  let discovered: Promise<Discovered> | null = null;
  const discover = (): Promise<Discovered> => {
    discovered ??= discoverProvider(config, http).catch((err: unknown) => {
      discovered = null; // try again next time
      throw err;
    });
    return discovered;
  };

  const { ftn } = config;
  // With the FTN profile the first signing key signs the request objects and the assertions.
  const signingKey = ftn?.keys.signing[0] ?? privateKey;
  let cryptoKey: Promise<CryptoKey> | null = null;
  const signer = async () => {
    if (!signingKey) throw new Error('No signing key');
    return { key: await (cryptoKey ??= importClientKey(signingKey)), kid: signingKey.kid };
  };
  const authentication = async (as: oauth.AuthorizationServer): Promise<oauth.ClientAuth> => {
    if (!signingKey) return oauth.ClientSecretBasic(clientSecret ?? '');
    const toTokenEndpoint = ftn?.assertionAudience === 'token_endpoint';
    // oauth4webapi's assertion carries kid, a fresh jti, and aud = the issuer.
    return oauth.PrivateKeyJwt(await signer(), {
      [oauth.modifyAssertion]: (_header, payload) => {
        if (toTokenEndpoint) payload.aud = as.token_endpoint;
      },
    });
  };

  return {
    async authorizationUrl({ state, nonce, codeChallenge }) {
      const { as } = await discover();
      const url = new URL(as.authorization_endpoint ?? '');
      const params = {
        response_type: 'code',
        client_id: config.clientId,
        redirect_uri: config.redirectUri,
        scope: 'openid profile',
        state,
        nonce,
        code_challenge: codeChallenge,
        code_challenge_method: 'S256',
        ui_locales: 'fi',
      };
      if (ftn) {
        // JAR (RFC 9101): every parameter inside the signed request object; outside only what
        // OpenID Connect requires to be there too.
        const client: oauth.Client = { client_id: config.clientId };
        const request = await oauth.issueRequestObject(as, client, params, await signer());
        const outside = { client_id: config.clientId, response_type: 'code', scope: params.scope };
        for (const [k, v] of Object.entries({ ...outside, request })) url.searchParams.set(k, v);
        return url.toString();
      }
      for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
      return url.toString();
    },

    async exchangeCode({ code, iss, codeVerifier, nonce, now }) {
      const { as, keys } = await discover();
      const client: oauth.Client = {
        client_id: config.clientId,
        // `now` is the provider's time (provider.ts protocolNow): the ID token is judged by it
        // and the client assertion is dated by it.
        [oauth.clockSkew]: Math.round((now.getTime() - Date.now()) / 1000),
        [oauth.clockTolerance]: CLOCK_TOLERANCE_SECONDS,
      };
      let callback: URLSearchParams;
      try {
        // The state was matched by the caller against its stored attempt, bound to the session.
        callback = oauth.validateAuthResponse(
          as,
          client,
          new URLSearchParams({ code, ...(iss !== undefined ? { iss } : {}) }),
          oauth.skipStateCheck,
        );
      } catch (err) {
        throw new OidcError('invalid_authorization_response', messageOf(err), { cause: err });
      }
      const answered = await oauth.authorizationCodeGrantRequest(
        as,
        client,
        await authentication(as),
        callback,
        config.redirectUri,
        codeVerifier,
        http,
      );
      const response = ftn ? await decryptedIdToken(answered, ftn.keys) : answered;
      let idToken: string;
      try {
        const result = await oauth.processAuthorizationCodeResponse(as, client, response, {
          expectedNonce: nonce,
          requireIdToken: true,
        });
        idToken = result.id_token ?? '';
      } catch (err) {
        throw tokenResponseError(err);
      }
      try {
        // oauth4webapi checked iss, aud, azp, exp, iat and nonce; the signature is jose's part.
        const { payload } = await jwtVerify(idToken, keys, {
          algorithms: [...ID_TOKEN_ALGORITHMS],
          issuer: as.issuer,
          audience: config.clientId,
          currentDate: now,
          clockTolerance: CLOCK_TOLERANCE_SECONDS,
          requiredClaims: ['sub', 'exp', 'iat'],
        });
        if (typeof payload.sub !== 'string' || payload.sub === '') {
          throw new OidcError('invalid_id_token', 'ID token has no subject');
        }
        return {
          subject: payload.sub,
          name: typeof payload['name'] === 'string' ? payload['name'] : null,
        };
      } catch (err) {
        if (err instanceof joseErrors.JWKSTimeout) {
          throw new OidcError('jwks_failed', err.message, { cause: err });
        }
        if (err instanceof joseErrors.JOSEError) {
          throw new OidcError('invalid_id_token', `${err.code}: ${err.message}`, { cause: err });
        }
        throw err;
      }
    },
  };
}

/**
 * The token response with its encrypted ID token opened (the FTN profile): an ID token that is
 * not a JWE, or one no key of the portal opens, is refused. The inner JWS is then checked as
 * any ID token.
 */
async function decryptedIdToken(response: Response, keys: PortalKeys): Promise<Response> {
  if (!response.ok) return response;
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as Record<string, unknown> | null;
  const token = body?.['id_token'];
  if (typeof token !== 'string') return response;
  if (!isEncrypted(token)) {
    throw new OidcError('unencrypted_id_token', 'The FTN profile needs an encrypted ID token');
  }
  let idToken: string;
  try {
    idToken = await decryptToPortal(token, keys.encryption);
  } catch (err) {
    throw new OidcError('invalid_id_token', messageOf(err), { cause: err });
  }
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  headers.delete('content-encoding');
  return new Response(JSON.stringify({ ...body, id_token: idToken }), {
    status: response.status,
    headers,
  });
}

async function discoverProvider(
  config: OidcClientConfig,
  http: oauth.HttpRequestOptions<'GET'>,
): Promise<Discovered> {
  const issuer = new URL(config.issuer);
  let as: oauth.AuthorizationServer;
  try {
    const response = await oauth.discoveryRequest(issuer, { ...http, algorithm: 'oidc' });
    // Checks that the document names the issuer it was fetched for (Discovery §4.3).
    as = await oauth.processDiscoveryResponse(issuer, response);
  } catch (err) {
    throw new OidcError('discovery_failed', messageOf(err), { cause: err });
  }
  if (!as.authorization_endpoint || !as.token_endpoint || !as.jwks_uri) {
    throw new OidcError('discovery_failed', 'Incomplete provider metadata');
  }
  const jwksUri = new URL(as.jwks_uri);
  if (jwksUri.protocol !== 'https:' && config.allowHttp !== true) {
    throw new OidcError('discovery_failed', 'The JWKS address is not HTTPS');
  }
  const keys = createRemoteJWKSet(jwksUri, {
    [joseCustomFetch]: (url, init) => config.fetch(url, init),
  });
  return { as, keys };
}

/** oauth4webapi's refusal of a token response as an OidcError with the OAuth error code. */
function tokenResponseError(err: unknown): unknown {
  if (err instanceof oauth.ResponseBodyError) {
    return new OidcError(err.error, 'Token request was refused', { cause: err });
  }
  if (err instanceof oauth.WWWAuthenticateChallengeError) {
    return new OidcError('invalid_client', 'Token request was refused', { cause: err });
  }
  if (
    err instanceof oauth.OperationProcessingError &&
    (err.code === oauth.RESPONSE_IS_NOT_CONFORM || err.code === oauth.RESPONSE_IS_NOT_JSON)
  ) {
    return new OidcError('token_request_failed', messageOf(err), { cause: err });
  }
  if (
    err instanceof oauth.OperationProcessingError ||
    err instanceof oauth.UnsupportedOperationError
  ) {
    // Claims (iss, aud, exp, iat, nonce), the JWT's alg and shape: all about the ID token.
    return new OidcError('invalid_id_token', messageOf(err), { cause: err });
  }
  return err;
}

const messageOf = (err: unknown): string => (err instanceof Error ? err.message : String(err));
