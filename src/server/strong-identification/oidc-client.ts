import { InvalidTokenError, type Jwk, verifyJwt } from './jwt';

// The OpenID Connect authorization-code flow with PKCE (OpenID Connect Core 1.0 §3.1, RFC 7636)
// over plain fetch: discovery, the authorization URL, the code exchange and the ID token checks.
// The same client talks to a configured broker and to the built-in test bank (test-bank.ts).

export type FetchLike = (url: string, init?: RequestInit) => Promise<Response>;

export interface OidcClientConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  fetch: FetchLike;
}

interface ProviderMetadata {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
}

/** The provider answered something the flow cannot accept; `code` is logged, never shown. */
export class OidcError extends Error {
  override name = 'OidcError';
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export interface IdentifiedPerson {
  subject: string;
  name: string | null;
}

const CLOCK_SKEW_SECONDS = 60;

export interface OidcClient {
  authorizationUrl(input: { state: string; nonce: string; codeChallenge: string }): Promise<string>;
  exchangeCode(input: {
    code: string;
    codeVerifier: string;
    nonce: string;
    now: Date;
  }): Promise<IdentifiedPerson>;
}

export function createOidcClient(config: OidcClientConfig): OidcClient {
  let metadata: Promise<ProviderMetadata> | null = null;
  const discover = (): Promise<ProviderMetadata> => {
    metadata ??= fetchMetadata(config).catch((err: unknown) => {
      metadata = null; // try again next time
      throw err;
    });
    return metadata;
  };

  return {
    async authorizationUrl({ state, nonce, codeChallenge }) {
      const meta = await discover();
      const url = new URL(meta.authorization_endpoint);
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
      for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
      return url.toString();
    },

    async exchangeCode({ code, codeVerifier, nonce, now }) {
      const meta = await discover();
      const basic = Buffer.from(
        `${encodeURIComponent(config.clientId)}:${encodeURIComponent(config.clientSecret)}`,
      ).toString('base64');
      const res = await config.fetch(meta.token_endpoint, {
        method: 'POST',
        headers: {
          authorization: `Basic ${basic}`,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code,
          redirect_uri: config.redirectUri,
          code_verifier: codeVerifier,
        }).toString(),
      });
      const body = (await res.json().catch(() => ({}))) as Record<string, unknown>;
      if (!res.ok) {
        const code = typeof body['error'] === 'string' ? body['error'] : `http_${res.status}`;
        throw new OidcError(code, 'Token request was refused');
      }
      const idToken = body['id_token'];
      if (typeof idToken !== 'string') throw new OidcError('no_id_token', 'No ID token');
      const keys = await fetchKeys(config, meta);
      let claims: Record<string, unknown>;
      try {
        claims = verifyJwt(idToken, keys);
      } catch (err) {
        if (err instanceof InvalidTokenError) throw new OidcError('invalid_id_token', err.message);
        throw err;
      }
      checkClaims(claims, { issuer: meta.issuer, clientId: config.clientId, nonce, now });
      return {
        subject: claims['sub'] as string,
        name: typeof claims['name'] === 'string' ? claims['name'] : null,
      };
    },
  };
}

async function fetchMetadata(config: OidcClientConfig): Promise<ProviderMetadata> {
  const url = `${config.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`;
  const res = await config.fetch(url, { headers: { accept: 'application/json' } });
  if (!res.ok) throw new OidcError('discovery_failed', `Discovery answered ${res.status}`);
  const meta = (await res.json()) as Partial<ProviderMetadata>;
  const { issuer, authorization_endpoint, token_endpoint, jwks_uri } = meta;
  if (!issuer || !authorization_endpoint || !token_endpoint || !jwks_uri) {
    throw new OidcError('discovery_failed', 'Incomplete provider metadata');
  }
  // OpenID Connect Discovery §4.3: the document must name the issuer it was fetched for.
  if (issuer.replace(/\/$/, '') !== config.issuer.replace(/\/$/, '')) {
    throw new OidcError('discovery_failed', 'Issuer mismatch in provider metadata');
  }
  return { issuer, authorization_endpoint, token_endpoint, jwks_uri };
}

async function fetchKeys(config: OidcClientConfig, meta: ProviderMetadata): Promise<Jwk[]> {
  const res = await config.fetch(meta.jwks_uri, { headers: { accept: 'application/json' } });
  if (!res.ok) throw new OidcError('jwks_failed', `JWKS answered ${res.status}`);
  const body = (await res.json()) as { keys?: Jwk[] };
  return body.keys ?? [];
}

/** OpenID Connect Core §3.1.3.7: issuer, audience, expiry, issue time and nonce. */
function checkClaims(
  claims: Record<string, unknown>,
  expected: { issuer: string; clientId: string; nonce: string; now: Date },
): void {
  const nowSeconds = Math.floor(expected.now.getTime() / 1000);
  const aud = claims['aud'];
  const audiences = Array.isArray(aud) ? aud : [aud];
  const problems = [
    claims['iss'] !== expected.issuer && 'iss',
    !audiences.includes(expected.clientId) && 'aud',
    (typeof claims['exp'] !== 'number' || claims['exp'] + CLOCK_SKEW_SECONDS < nowSeconds) && 'exp',
    (typeof claims['iat'] !== 'number' || claims['iat'] - CLOCK_SKEW_SECONDS > nowSeconds) && 'iat',
    claims['nonce'] !== expected.nonce && 'nonce',
    (typeof claims['sub'] !== 'string' || claims['sub'] === '') && 'sub',
  ].filter(Boolean);
  if (problems.length > 0) {
    throw new OidcError('invalid_id_token', `ID token claims rejected: ${problems.join(', ')}`);
  }
}
