import { generateKeyPairSync } from 'node:crypto';
import { decodeProtectedHeader, exportJWK, generateKeyPair, jwtVerify, importJWK } from 'jose';
import {
  calculatePKCECodeChallenge,
  generateRandomCodeVerifier,
  generateRandomNonce,
  generateRandomState,
} from 'oauth4webapi';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApi } from '~/server/app';
import { createFixedClock } from '~/server/clock';
import type { DbHandle } from '~/server/db/client';
import { seedDemoData } from '~/server/db/seed/seed-demo-data';
import { readEnv } from '~/server/env';
import { readClientPrivateKey } from '~/server/strong-identification/client-key';
import { createOidcClient } from '~/server/strong-identification/oidc-client';
import { identificationProvider } from '~/server/strong-identification/provider';
import {
  createFakeOidcProvider,
  FAKE_CLIENT_ID,
  FAKE_CLIENT_SECRET,
  FAKE_ISSUER,
  type FakeProvider,
} from '../support/fake-oidc-provider';
import { DEMO_PASSWORD, TEST_NOW, TEST_ORIGIN } from '../support/test-app';
import { openTestDb } from '../support/test-db';

// The OIDC client (oauth4webapi + jose) against a broker in the test's process
// (tests/support/fake-oidc-provider.ts): PKCE, both client authentications, the ID token
// checks, JWKS caching and key rotation, and the API round trip with a configured broker.

const REDIRECT = `${TEST_ORIGIN}/tunnistautuminen/paluu`;
const clock = createFixedClock(TEST_NOW);

function ecPrivateKeyPem(): string {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  return privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
}

async function newProvider(): Promise<FakeProvider> {
  return createFakeOidcProvider({ now: () => clock.now() });
}

const clientFor = (
  provider: FakeProvider,
  auth: { clientSecret: string } | { privateKey: ReturnType<typeof readClientPrivateKey> },
) =>
  createOidcClient({
    issuer: FAKE_ISSUER,
    clientId: FAKE_CLIENT_ID,
    ...auth,
    redirectUri: REDIRECT,
    fetch: provider.fetch,
  });

/** Start, approve at the broker, exchange: what the portal does in one round trip. */
async function roundTrip(client: ReturnType<typeof createOidcClient>, provider: FakeProvider) {
  const codeVerifier = generateRandomCodeVerifier();
  const nonce = generateRandomNonce();
  const authorizationUrl = await client.authorizationUrl({
    state: generateRandomState(),
    nonce,
    codeChallenge: await calculatePKCECodeChallenge(codeVerifier),
  });
  const back = await provider.approve(authorizationUrl);
  const person = await client.exchangeCode({
    code: back.searchParams.get('code') ?? '',
    iss: back.searchParams.get('iss') ?? '',
    codeVerifier,
    nonce,
    now: clock.now(),
  });
  return { person, codeVerifier, authorizationUrl: new URL(authorizationUrl) };
}

describe('client authentication and PKCE at the token endpoint', () => {
  it('sends the PKCE verifier of the challenge and client_secret_basic without a private key', async () => {
    const provider = await newProvider();
    const { person, codeVerifier, authorizationUrl } = await roundTrip(
      clientFor(provider, { clientSecret: FAKE_CLIENT_SECRET }),
      provider,
    );
    expect(person).toEqual({ subject: 'valittaja-henkilo-1', name: 'Välittäjän Testihenkilö' });
    expect(authorizationUrl.searchParams.get('code_challenge_method')).toBe('S256');
    const [request] = provider.tokenRequests;
    expect(request?.form.get('code_verifier')).toBe(codeVerifier);
    expect(await calculatePKCECodeChallenge(codeVerifier)).toBe(
      authorizationUrl.searchParams.get('code_challenge'),
    );
    expect(request?.authorization).toMatch(/^Basic /);
    expect(request?.form.has('client_assertion')).toBe(false);
  });

  it('sends a client assertion signed with the private key (private_key_jwt) instead of a secret', async () => {
    const provider = await newProvider();
    const key = readClientPrivateKey(ecPrivateKeyPem(), 'portaali-2026-1');
    provider.clientPublicJwk = key.publicJwk;
    const { person } = await roundTrip(clientFor(provider, { privateKey: key }), provider);
    expect(person.subject).toBe('valittaja-henkilo-1');

    const [request] = provider.tokenRequests;
    expect(request?.authorization).toBeNull();
    expect(request?.form.get('client_assertion_type')).toBe(
      'urn:ietf:params:oauth:client-assertion-type:jwt-bearer',
    );
    const assertion = request?.form.get('client_assertion') ?? '';
    expect(decodeProtectedHeader(assertion)).toMatchObject({
      alg: 'ES256',
      kid: 'portaali-2026-1',
    });
    const { payload } = await jwtVerify(assertion, await importJWK(key.publicJwk), {
      currentDate: clock.now(),
    });
    expect(payload).toMatchObject({ iss: FAKE_CLIENT_ID, sub: FAKE_CLIENT_ID, aud: FAKE_ISSUER });
    expect(typeof payload.jti).toBe('string');
  });

  it('an assertion signed with a key the broker does not know is refused (invalid_client)', async () => {
    const provider = await newProvider();
    provider.clientPublicJwk = readClientPrivateKey(ecPrivateKeyPem(), 'rekisteroity').publicJwk;
    const client = clientFor(provider, {
      privateKey: readClientPrivateKey(ecPrivateKeyPem(), 'rekisteroity'),
    });
    await expect(roundTrip(client, provider)).rejects.toMatchObject({ code: 'invalid_client' });
  });
});

describe('the ID token checks', () => {
  it.each([
    ['wrong-nonce'],
    ['wrong-audience'],
    ['expired'],
    ['wrong-signature'],
    ['alg-none'],
  ] as const)('refuses an ID token with %s', async (mode) => {
    const provider = await newProvider();
    const client = clientFor(provider, { clientSecret: FAKE_CLIENT_SECRET });
    // The same client and broker accept a good token: the refusal is the token's fault.
    await expect(roundTrip(client, provider)).resolves.toBeDefined();
    provider.idTokenMode = mode;
    await expect(roundTrip(client, provider)).rejects.toMatchObject({
      name: 'OidcError',
      code: 'invalid_id_token',
    });
  });

  it('refuses a return whose RFC 9207 iss names another issuer', async () => {
    const provider = await newProvider();
    const client = clientFor(provider, { clientSecret: FAKE_CLIENT_SECRET });
    const codeVerifier = generateRandomCodeVerifier();
    const nonce = generateRandomNonce();
    const url = await client.authorizationUrl({
      state: generateRandomState(),
      nonce,
      codeChallenge: await calculatePKCECodeChallenge(codeVerifier),
    });
    const code = (await provider.approve(url)).searchParams.get('code') ?? '';
    await expect(
      client.exchangeCode({
        code,
        iss: 'https://hyokkaaja.example',
        codeVerifier,
        nonce,
        now: clock.now(),
      }),
    ).rejects.toMatchObject({ code: 'invalid_authorization_response' });
    expect(provider.tokenRequests).toHaveLength(0);
  });
});

describe('the JWKS cache', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('fetches the key set once, and again when a token names a new kid after a rotation', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const provider = await newProvider();
    const client = clientFor(provider, { clientSecret: FAKE_CLIENT_SECRET });
    await roundTrip(client, provider);
    await roundTrip(client, provider);
    expect(provider.jwksRequests()).toBe(1);

    // The broker rotates to a new key (and algorithm); the old one leaves its JWKS.
    await provider.rotateKey('ES256');
    vi.setSystemTime(Date.now() + 31_000); // past jose's 30-second refetch cooldown
    const { person } = await roundTrip(client, provider);
    expect(person.subject).toBe('valittaja-henkilo-1');
    expect(provider.jwksRequests()).toBe(2);
  });
});

describe('the client key (STRONG_IDENTIFICATION_OIDC_PRIVATE_KEY)', () => {
  it('reads a PEM (also with literal \\n) and a JWK, and refuses what it cannot use', async () => {
    const pem = ecPrivateKeyPem();
    expect(readClientPrivateKey(pem.replace(/\n/g, '\\n'), 'k1')).toMatchObject({
      kid: 'k1',
      alg: 'ES256',
    });
    const { privateKey } = await generateKeyPair('RS256', { extractable: true });
    const jwk = JSON.stringify({ ...(await exportJWK(privateKey)), kid: 'jwk-kid' });
    const rsa = readClientPrivateKey(jwk, undefined);
    expect(rsa).toMatchObject({ kid: 'jwk-kid', alg: 'RS256' });
    expect(rsa.publicJwk).not.toHaveProperty('d');
    expect(() => readClientPrivateKey(pem, undefined)).toThrow(/PRIVATE_KEY_ID/);
    expect(() => readClientPrivateKey('ei avain', 'k1')).toThrow(/not a private key/);
    const weak = generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey;
    expect(() =>
      readClientPrivateKey(weak.export({ format: 'pem', type: 'pkcs8' }).toString(), 'k1'),
    ).toThrow(/2048/);
  });
});

describe('the API round trip with a configured broker (private_key_jwt)', () => {
  let handle: DbHandle;
  let provider: FakeProvider;
  const key = readClientPrivateKey(ecPrivateKeyPem(), 'portaali-2026-1');

  beforeAll(async () => {
    handle = await openTestDb();
    await seedDemoData(handle.db, clock.today());
    // A broker keeps real time, whatever the portal's clock says (provider.ts protocolNow).
    provider = await createFakeOidcProvider({ now: () => new Date() });
    provider.clientPublicJwk = key.publicJwk;
    // The portal reaches a configured broker with the global fetch.
    vi.stubGlobal('fetch', provider.fetch);
  });
  afterAll(async () => {
    vi.unstubAllGlobals();
    await handle.close();
  });

  /** A browser on `origin` (the address the request arrived at, as the Host header says). */
  function browser(origin: string) {
    const api = createApi({
      db: handle.db,
      clock,
      env: readEnv({
        NODE_ENV: 'test',
        SITE_URL: TEST_ORIGIN,
        STRONG_IDENTIFICATION_OIDC_ISSUER: FAKE_ISSUER,
        STRONG_IDENTIFICATION_OIDC_CLIENT_ID: FAKE_CLIENT_ID,
        STRONG_IDENTIFICATION_OIDC_PRIVATE_KEY: `${JSON.stringify(key.privateJwk)}`,
      }),
    });
    let cookie = '';
    return async (path: string, body?: unknown) => {
      const headers: Record<string, string> = {
        accept: 'application/json',
        host: new URL(origin).host,
      };
      if (body !== undefined) {
        headers['content-type'] = 'application/json';
        // The browser is on our site (SITE_URL); only the Host a proxy passed on may differ.
        headers['origin'] = TEST_ORIGIN;
      }
      if (cookie) headers['cookie'] = cookie;
      const res = await api.fetch(
        new Request(`${origin}/api/v1${path}`, {
          method: body === undefined ? 'GET' : 'POST',
          headers,
          ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
        }),
        { clientAddress: '127.0.0.1' },
      );
      cookie = res.headers.get('set-cookie')?.split(';')[0] ?? cookie;
      return res;
    };
  }

  async function loggedIn(origin: string) {
    const call = browser(origin);
    const login = await call('/auth/login', {
      username: 'maija.meikalainen@example.fi',
      password: DEMO_PASSWORD,
      intent: 'b2c',
      remember: false,
    });
    expect(login.status).toBe(200);
    return call;
  }

  it('identifies the session through the broker (real time, the portal clock pinned), with PKCE and a client assertion', async () => {
    const call = await loggedIn(TEST_ORIGIN);
    expect(await (await call('/strong-identification')).json()).toMatchObject({
      identified: false,
      provider: 'oidc',
    });
    const start = await call('/strong-identification/start', { returnTo: '/laskut' });
    const authorizationUrl = new URL(((await start.json()) as { redirectUrl: string }).redirectUrl);
    expect(authorizationUrl.origin).toBe(FAKE_ISSUER);
    expect(authorizationUrl.searchParams.get('redirect_uri')).toBe(REDIRECT);

    const back = await provider.approve(authorizationUrl.toString());
    const done = await call(
      '/strong-identification/complete',
      Object.fromEntries(back.searchParams),
    );
    expect(done.status).toBe(200);
    expect(await (await call('/strong-identification')).json()).toMatchObject({ identified: true });

    const request = provider.tokenRequests.at(-1);
    expect(request?.form.get('client_assertion_type')).toBe(
      'urn:ietf:params:oauth:client-assertion-type:jwt-bearer',
    );
    expect(await calculatePKCECodeChallenge(request?.form.get('code_verifier') ?? '')).toBe(
      authorizationUrl.searchParams.get('code_challenge'),
    );
  });

  it('publishes the public half of the client key for the broker, never the private parts', async () => {
    const call = browser(TEST_ORIGIN);
    const res = await call('/strong-identification/jwks');
    expect(res.status).toBe(200);
    const { keys } = (await res.json()) as { keys: Record<string, unknown>[] };
    expect(keys).toEqual([key.publicJwk]);
    expect(keys[0]).toMatchObject({ kid: 'portaali-2026-1', alg: 'ES256', use: 'sig' });
    expect(keys[0]).not.toHaveProperty('d');
  });

  it('builds the redirect URI from the configuration, not from the Host the request came to', async () => {
    const call = await loggedIn('http://hyokkaaja.example');
    const start = await call('/strong-identification/start', { returnTo: '/laskut' });
    expect(start.status).toBe(200);
    const url = new URL(((await start.json()) as { redirectUrl: string }).redirectUrl);
    expect(url.searchParams.get('redirect_uri')).toBe(REDIRECT);
  });

  it('refuses to build a broker client that is not https or has neither secret nor key', () => {
    const build = (env: Record<string, string>) => () =>
      identificationProvider({
        db: handle.db,
        clock,
        env: readEnv({
          NODE_ENV: 'test',
          STRONG_IDENTIFICATION_OIDC_CLIENT_ID: FAKE_CLIENT_ID,
          STRONG_IDENTIFICATION_OIDC_ISSUER: FAKE_ISSUER,
          ...env,
        }),
      });
    expect(build({ STRONG_IDENTIFICATION_OIDC_CLIENT_SECRET: 'salaisuus' })).not.toThrow();
    expect(
      build({
        STRONG_IDENTIFICATION_OIDC_ISSUER: 'http://tunnistus.example.fi',
        STRONG_IDENTIFICATION_OIDC_CLIENT_SECRET: 'salaisuus',
      }),
    ).toThrow(/https/);
    expect(build({})).toThrow(/secret or a private key/);
  });

  it('a return with another issuer in iss ends strong-identification-failed', async () => {
    const call = await loggedIn(TEST_ORIGIN);
    const start = await call('/strong-identification/start', { returnTo: '/laskut' });
    const { redirectUrl } = (await start.json()) as { redirectUrl: string };
    const back = await provider.approve(redirectUrl);
    back.searchParams.set('iss', 'https://hyokkaaja.example');
    const done = await call(
      '/strong-identification/complete',
      Object.fromEntries(back.searchParams),
    );
    expect(done.status).toBe(401);
    expect(await done.json()).toMatchObject({ errorKey: 'strong-identification-failed' });
  });
});
