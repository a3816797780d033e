import { Hono } from 'hono';
import {
  CompactEncrypt,
  createLocalJWKSet,
  decodeProtectedHeader,
  exportJWK,
  generateKeyPair,
  importJWK,
  type JWK,
  type JWTPayload,
  jwtVerify,
  SignJWT,
  UnsecuredJWT,
} from 'jose';
import { calculatePKCECodeChallenge } from 'oauth4webapi';

// An identification broker in a test's process, built with jose: discovery (with RFC 9207 iss),
// a JWKS whose key can be rotated, and a token endpoint that checks PKCE and the client's
// authentication (HTTP Basic or a private_key_jwt assertion) and records every request. The
// portal's one OIDC client talks to it through a fetch function, as it would over HTTPS.
//
// With `ftnClient` registered it enforces the FTN OpenID Connect profile as Traficom's
// recommendation 213/2023 S states it and the brokers document it: the authorisation request
// only as a signed request object (RFC 9101: signed with a key of the client's registered JWKS
// named by kid, iss = client_id, aud = the issuer, unexpired; `alg: none` refused); a client
// assertion with kid and a jti never seen before and the audience the broker documents; and the
// ID token only encrypted (JWE, RSA-OAEP-256 + A256GCM) to the client's encryption key.

export const FAKE_ISSUER = 'https://tunnistus.example.fi';
export const FAKE_CLIENT_ID = 'tilaajaportaali-testi';
export const FAKE_CLIENT_SECRET = 'valittajan-testisalaisuus';

/** How the token endpoint makes its next ID tokens. */
export type IdTokenMode =
  | 'valid'
  | 'wrong-nonce'
  | 'wrong-audience'
  | 'expired'
  | 'wrong-signature'
  | 'alg-none'
  /** The FTN profile: signed but not encrypted. */
  | 'unencrypted';

/** The client's registration for the FTN profile: its JWKS (sig and enc keys), statically. */
export interface FtnClientRegistration {
  jwks: JWK[];
  /** The client assertion's audience this broker documents. */
  assertionAudience: 'issuer' | 'token_endpoint';
}

/** Thrown by approve() when the broker refuses the authorisation request itself. */
export class BrokerRefusal extends Error {}

export interface RecordedTokenRequest {
  authorization: string | null;
  form: URLSearchParams;
}

interface SigningKey {
  kid: string;
  alg: 'RS256' | 'ES256';
  privateKey: CryptoKey;
  publicJwk: JWK;
}

interface PendingCode {
  clientId: string;
  redirectUri: string;
  codeChallenge: string;
  nonce: string;
}

export interface FakeProvider {
  fetch: (url: string, init?: RequestInit) => Promise<Response>;
  /** Serves one request as an HTTP server would (the browser tests' broker process). */
  handle: (request: Request) => Promise<Response>;
  tokenRequests: RecordedTokenRequest[];
  /** How many times the JWKS was fetched. */
  jwksRequests(): number;
  /** The customer approves at the broker: the redirect back (code, state, iss). */
  approve(authorizationUrl: string): Promise<URL>;
  /** A new signing key replaces the old one in the JWKS; its kid. */
  rotateKey(alg?: 'RS256' | 'ES256'): Promise<string>;
  idTokenMode: IdTokenMode;
  /** The client's registered public key: private_key_jwt is accepted when set. */
  clientPublicJwk: JWK | null;
  /** The FTN profile is enforced for this client when set. */
  ftnClient: FtnClientRegistration | null;
  /** What the broker refused, in order (the reason of each refusal). */
  refusals: string[];
}

const brokerPage = (content: string) => `<!doctype html>
<html lang="fi"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Tunnistuspalvelu (testi)</title></head>
<body><main><h1>Tunnistuspalvelu (testi)</h1>
${content}
</main></body></html>`;

async function newSigningKey(alg: 'RS256' | 'ES256'): Promise<SigningKey> {
  const { privateKey, publicKey } = await generateKeyPair(alg);
  const kid = `avain-${crypto.randomUUID()}`;
  return { kid, alg, privateKey, publicJwk: { ...(await exportJWK(publicKey)), kid, alg } };
}

export async function createFakeOidcProvider(opts: {
  now: () => Date;
  /** Default FAKE_ISSUER; the browser tests' broker serves on a local address. */
  issuer?: string;
}): Promise<FakeProvider> {
  const issuer = opts.issuer ?? FAKE_ISSUER;
  let key = await newSigningKey('RS256');
  let jwksRequests = 0;
  const codes = new Map<string, PendingCode>();
  const tokenEndpoint = `${issuer}/token`;

  const provider: FakeProvider = {
    fetch: async (url, init) => app.fetch(new Request(url, init)),
    handle: async (request) => app.fetch(request),
    tokenRequests: [],
    jwksRequests: () => jwksRequests,
    async approve(authorizationUrl) {
      const q = await requestParameters(new URL(authorizationUrl).searchParams);
      if (q.get('code_challenge_method') !== 'S256') throw new Error('PKCE S256 expected');
      const code = crypto.randomUUID();
      codes.set(code, {
        clientId: q.get('client_id') ?? '',
        redirectUri: q.get('redirect_uri') ?? '',
        codeChallenge: q.get('code_challenge') ?? '',
        nonce: q.get('nonce') ?? '',
      });
      const back = new URL(q.get('redirect_uri') ?? '');
      back.searchParams.set('code', code);
      back.searchParams.set('state', q.get('state') ?? '');
      back.searchParams.set('iss', issuer);
      return back;
    },
    async rotateKey(alg = 'ES256') {
      key = await newSigningKey(alg);
      return key.kid;
    },
    idTokenMode: 'valid',
    clientPublicJwk: null,
    ftnClient: null,
    refusals: [],
  };
  const usedJtis = new Set<string>();

  const refuse = (reason: string): never => {
    provider.refusals.push(reason);
    throw new BrokerRefusal(reason);
  };

  /** The client's registered keys of one use, as a local key set. */
  const clientKeys = (use: 'sig' | 'enc') =>
    (provider.ftnClient?.jwks ?? []).filter((k) => k.use === use);

  /**
   * The authorisation request's parameters: with the FTN profile only those of a verified
   * request object (outer parameters are not trusted); otherwise the query itself.
   */
  async function requestParameters(query: URLSearchParams): Promise<URLSearchParams> {
    if (!provider.ftnClient) return query;
    const request = query.get('request');
    if (!request) return refuse('the request is not a signed request object');
    const header = decodeProtectedHeader(request);
    if (!header.kid || header.alg === 'none') return refuse('the request object is unsigned');
    let claims: JWTPayload;
    try {
      ({ payload: claims } = await jwtVerify(
        request,
        createLocalJWKSet({ keys: clientKeys('sig') }),
        {
          issuer: query.get('client_id') ?? '',
          audience: issuer,
          currentDate: opts.now(),
          requiredClaims: ['exp', 'iat', 'jti'],
        },
      ));
    } catch (err) {
      return refuse(`the request object does not verify: ${String(err)}`);
    }
    if (claims['client_id'] !== query.get('client_id')) {
      return refuse('client_id differs from the request object');
    }
    const inner = new URLSearchParams();
    for (const [name, value] of Object.entries(claims)) {
      if (typeof value === 'string') inner.set(name, value);
    }
    return inner;
  }

  /** The FTN profile's client assertion: a registered key by kid, a new jti, the audience. */
  async function ftnAssertionHolds(assertion: string, client: FtnClientRegistration) {
    const header = decodeProtectedHeader(assertion);
    if (!header.kid) {
      provider.refusals.push('the client assertion has no kid');
      return false;
    }
    try {
      const { payload } = await jwtVerify(
        assertion,
        createLocalJWKSet({ keys: clientKeys('sig') }),
        {
          issuer: FAKE_CLIENT_ID,
          subject: FAKE_CLIENT_ID,
          audience: client.assertionAudience === 'issuer' ? issuer : tokenEndpoint,
          currentDate: opts.now(),
          maxTokenAge: 120,
        },
      );
      if (typeof payload.jti !== 'string' || payload.jti === '') {
        provider.refusals.push('the client assertion has no jti');
        return false;
      }
      if (usedJtis.has(payload.jti)) {
        provider.refusals.push('the client assertion jti was used before');
        return false;
      }
      usedJtis.add(payload.jti);
      return true;
    } catch (err) {
      provider.refusals.push(`the client assertion does not verify: ${String(err)}`);
      return false;
    }
  }

  async function clientIsAuthenticated(form: URLSearchParams, authorization: string | null) {
    const assertion = form.get('client_assertion');
    const ftnAssertion = provider.ftnClient ? assertion : null;
    if (assertion !== null && !provider.ftnClient) {
      if (
        provider.clientPublicJwk === null ||
        form.get('client_assertion_type') !==
          'urn:ietf:params:oauth:client-assertion-type:jwt-bearer'
      ) {
        return false;
      }
      try {
        await jwtVerify(assertion, await importJWK(provider.clientPublicJwk), {
          issuer: FAKE_CLIENT_ID,
          subject: FAKE_CLIENT_ID,
          audience: [issuer, tokenEndpoint],
          currentDate: opts.now(),
          maxTokenAge: 120,
        });
        return true;
      } catch {
        return false;
      }
    }
    if (provider.ftnClient) {
      if (!ftnAssertion) {
        provider.refusals.push('no client assertion');
        return false;
      }
      return ftnAssertionHolds(ftnAssertion, provider.ftnClient);
    }
    // client_secret_basic: each part form-urlencoded, then Base64 (RFC 6749 §2.3.1).
    if (!authorization?.startsWith('Basic ')) return false;
    const formDecode = (p: string) => decodeURIComponent(p.replace(/\+/g, ' '));
    const [id = '', secret = ''] = atob(authorization.slice(6)).split(':').map(formDecode);
    return id === FAKE_CLIENT_ID && secret === FAKE_CLIENT_SECRET;
  }

  async function idTokenFor(pending: PendingCode): Promise<string> {
    const mode = provider.idTokenMode;
    const iat = Math.floor(opts.now().getTime() / 1000) - (mode === 'expired' ? 3600 : 0);
    const claims: JWTPayload = {
      iss: issuer,
      sub: 'valittaja-henkilo-1',
      aud: mode === 'wrong-audience' ? 'joku-toinen-palvelu' : pending.clientId,
      iat,
      exp: iat + 600,
      nonce: mode === 'wrong-nonce' ? crypto.randomUUID() : pending.nonce,
      name: 'Välittäjän Testihenkilö',
    };
    if (mode === 'alg-none') return new UnsecuredJWT(claims).encode();
    // A forger's key under the real key's kid: the signature cannot verify.
    const signer = mode === 'wrong-signature' ? await newSigningKey(key.alg) : key;
    const signed = await new SignJWT(claims)
      .setProtectedHeader({ alg: key.alg, typ: 'JWT', kid: key.kid })
      .sign(signer.privateKey);
    if (!provider.ftnClient || mode === 'unencrypted') return signed;
    // Encrypted to the client's (first registered) encryption key, named by its kid.
    const [encryptTo] = clientKeys('enc');
    if (!encryptTo?.kid) throw new Error('The FTN client registered no encryption key');
    return new CompactEncrypt(new TextEncoder().encode(signed))
      .setProtectedHeader({ alg: 'RSA-OAEP-256', enc: 'A256GCM', kid: encryptTo.kid, cty: 'JWT' })
      .encrypt(await importJWK({ ...encryptTo, alg: 'RSA-OAEP-256' }, 'RSA-OAEP-256'));
  }

  const app = new Hono();
  app.get('/.well-known/openid-configuration', (c) =>
    c.json({
      issuer: issuer,
      authorization_endpoint: `${issuer}/authorize`,
      token_endpoint: tokenEndpoint,
      jwks_uri: `${issuer}/jwks`,
      response_types_supported: ['code'],
      subject_types_supported: ['public'],
      id_token_signing_alg_values_supported: ['RS256', 'ES256'],
      code_challenge_methods_supported: ['S256'],
      token_endpoint_auth_methods_supported: ['client_secret_basic', 'private_key_jwt'],
      authorization_response_iss_parameter_supported: true,
    }),
  );
  // The customer's page at the broker (the browser tests): approve or cancel.
  app.get('/authorize', async (c) => {
    try {
      await requestParameters(new URL(c.req.url).searchParams);
    } catch (err) {
      return c.html(brokerPage(`<p role="alert">${String(err)}</p>`), 400);
    }
    return c.html(
      brokerPage(`<form method="post">
<p>Tunnistaudu palveluun Tilaajaportaali.</p>
<p><button type="submit" name="action" value="approve">Tunnistaudu</button>
<button type="submit" name="action" value="cancel">Peruuta</button></p>
</form>`),
    );
  });
  app.post('/authorize', async (c) => {
    const form = new URLSearchParams(await c.req.text());
    if (form.get('action') === 'approve')
      return c.redirect((await provider.approve(c.req.url)).href);
    const q = await requestParameters(new URL(c.req.url).searchParams);
    const back = new URL(q.get('redirect_uri') ?? '');
    back.searchParams.set('error', 'access_denied');
    back.searchParams.set('state', q.get('state') ?? '');
    back.searchParams.set('iss', issuer);
    return c.redirect(back.href);
  });
  app.get('/jwks', (c) => {
    jwksRequests += 1;
    return c.json({ keys: [key.publicJwk] });
  });
  app.post('/token', async (c) => {
    const form = new URLSearchParams(await c.req.text());
    const authorization = c.req.header('authorization') ?? null;
    provider.tokenRequests.push({ authorization, form });
    if (!(await clientIsAuthenticated(form, authorization))) {
      return c.json({ error: 'invalid_client' }, 401);
    }
    const code = form.get('code') ?? '';
    const pending = codes.get(code);
    codes.delete(code);
    const verifier = form.get('code_verifier') ?? '';
    if (
      !pending ||
      verifier === '' ||
      form.get('grant_type') !== 'authorization_code' ||
      pending.redirectUri !== form.get('redirect_uri') ||
      pending.codeChallenge !== (await calculatePKCECodeChallenge(verifier))
    ) {
      return c.json({ error: 'invalid_grant' }, 400);
    }
    return c.json({
      access_token: crypto.randomUUID(),
      token_type: 'Bearer',
      expires_in: 300,
      id_token: await idTokenFor(pending),
    });
  });
  return provider;
}
