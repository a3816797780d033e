import { decodeJwt, decodeProtectedHeader, exportJWK, generateKeyPair, type JWK } from 'jose';
import {
  calculatePKCECodeChallenge,
  generateRandomCodeVerifier,
  generateRandomNonce,
  generateRandomState,
} from 'oauth4webapi';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApi } from '~/server/app';
import { createFixedClock } from '~/server/clock';
import type { DbHandle } from '~/server/db/client';
import { seedDemoData } from '~/server/db/seed/seed-demo-data';
import { readEnv } from '~/server/env';
import { createOidcClient } from '~/server/strong-identification/oidc-client';
import { publicKeysOf, readPortalKeys } from '~/server/strong-identification/portal-keys';
import {
  BrokerRefusal,
  createFakeOidcProvider,
  FAKE_CLIENT_ID,
  FAKE_CLIENT_SECRET,
  FAKE_ISSUER,
  type FakeProvider,
} from '../support/fake-oidc-provider';
import { DEMO_PASSWORD, TEST_NOW, TEST_ORIGIN } from '../support/test-app';
import { openTestDb } from '../support/test-db';

// The FTN OpenID Connect profile (Traficom recommendation 213/2023 S; decision 0048) against a
// broker that enforces it (tests/support/fake-oidc-provider.ts with `ftnClient`): signed request
// objects, client assertions with kid and a fresh jti, encrypted ID tokens, the portal's JWKS
// and key rotation, and every refusal reaching the spec's messages.

const REDIRECT = `${TEST_ORIGIN}/tunnistautuminen/paluu`;
const clock = createFixedClock(TEST_NOW);

async function privateJwk(kid: string): Promise<JWK> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  return { ...(await exportJWK(privateKey)), kid };
}

const keyText = (...keys: JWK[]) => JSON.stringify(keys.length === 1 ? keys[0] : keys);

let sigOld: JWK;
let sigNew: JWK;
let encOld: JWK;
let encNew: JWK;

beforeAll(async () => {
  [sigOld, sigNew, encOld, encNew] = await Promise.all([
    privateJwk('portaali-sig-2026-1'),
    privateJwk('portaali-sig-2026-2'),
    privateJwk('portaali-enc-2026-1'),
    privateJwk('portaali-enc-2026-2'),
  ]);
});

async function ftnBroker(keys: ReturnType<typeof readPortalKeys>): Promise<FakeProvider> {
  // A broker keeps real time (provider.ts protocolNow), whatever the portal's clock says.
  const broker = await createFakeOidcProvider({ now: () => new Date() });
  // The broker is given the portal's published JWKS (statically, at registration).
  broker.ftnClient = { jwks: publicKeysOf(keys), assertionAudience: 'issuer' };
  return broker;
}

const ftnClient = (
  broker: FakeProvider,
  keys: ReturnType<typeof readPortalKeys>,
  assertionAudience: 'issuer' | 'token_endpoint' = 'issuer',
) =>
  createOidcClient({
    issuer: FAKE_ISSUER,
    clientId: FAKE_CLIENT_ID,
    redirectUri: REDIRECT,
    fetch: broker.fetch,
    ftn: { keys, assertionAudience },
  });

async function roundTrip(client: ReturnType<typeof createOidcClient>, broker: FakeProvider) {
  const codeVerifier = generateRandomCodeVerifier();
  const nonce = generateRandomNonce();
  const state = generateRandomState();
  const authorizationUrl = await client.authorizationUrl({
    state,
    nonce,
    codeChallenge: await calculatePKCECodeChallenge(codeVerifier),
  });
  const back = await broker.approve(authorizationUrl);
  expect(back.searchParams.get('state')).toBe(state);
  const person = await client.exchangeCode({
    code: back.searchParams.get('code') ?? '',
    iss: back.searchParams.get('iss') ?? '',
    codeVerifier,
    nonce,
    now: new Date(),
  });
  return { person, authorizationUrl: new URL(authorizationUrl) };
}

describe('the portal keys (OIDC_SIGNING_KEY, OIDC_ENCRYPTION_KEY)', () => {
  it('publishes each public key with kid, use and alg, never a private part', () => {
    const keys = readPortalKeys(keyText(sigNew, sigOld), keyText(encNew, encOld));
    const published = publicKeysOf(keys);
    expect(published.map((k) => [k['kid'], k['use'], k['alg']])).toEqual([
      ['portaali-sig-2026-2', 'sig', 'RS256'],
      ['portaali-sig-2026-1', 'sig', 'RS256'],
      ['portaali-enc-2026-2', 'enc', 'RSA-OAEP-256'],
      ['portaali-enc-2026-1', 'enc', 'RSA-OAEP-256'],
    ]);
    for (const key of published) {
      for (const part of ['d', 'p', 'q', 'dp', 'dq', 'qi']) expect(key).not.toHaveProperty(part);
    }
  });

  it('refuses three keys, a key without kid, one kid twice, and what is not a key', () => {
    const noKid = Object.fromEntries(Object.entries(sigOld).filter(([name]) => name !== 'kid'));
    expect(() => readPortalKeys(keyText(sigOld, sigNew, sigOld), keyText(encOld))).toThrow(
      /one or two keys/,
    );
    expect(() => readPortalKeys(JSON.stringify(noKid), keyText(encOld))).toThrow(/kid/);
    expect(() =>
      readPortalKeys(keyText(sigOld), keyText({ ...encOld, kid: sigOld.kid ?? '' })),
    ).toThrow(/different kids/);
    expect(() => readPortalKeys('ei avain', keyText(encOld))).toThrow(/OIDC_SIGNING_KEY/);
  });
});

describe('the FTN profile at the broker', () => {
  it('sends the request only as a request object, signs the assertion with kid and jti, and opens the encrypted ID token', async () => {
    const keys = readPortalKeys(keyText(sigOld), keyText(encOld));
    const broker = await ftnBroker(keys);
    const { person, authorizationUrl } = await roundTrip(ftnClient(broker, keys), broker);
    expect(person).toEqual({ subject: 'valittaja-henkilo-1', name: 'Välittäjän Testihenkilö' });
    expect([...authorizationUrl.searchParams.keys()].sort()).toEqual([
      'client_id',
      'request',
      'response_type',
      'scope',
    ]);
    const request = authorizationUrl.searchParams.get('request') ?? '';
    expect(decodeProtectedHeader(request)).toMatchObject({ alg: 'RS256', kid: sigOld.kid });
    expect(decodeJwt(request)).toMatchObject({
      iss: FAKE_CLIENT_ID,
      aud: FAKE_ISSUER,
      redirect_uri: REDIRECT,
      code_challenge_method: 'S256',
    });
    const assertion = broker.tokenRequests[0]?.form.get('client_assertion') ?? '';
    expect(decodeProtectedHeader(assertion)).toMatchObject({ kid: sigOld.kid });
    expect(decodeJwt(assertion)).toMatchObject({ aud: FAKE_ISSUER, jti: expect.any(String) });
    expect(broker.refusals).toEqual([]);
  });

  it("uses the broker's token endpoint as the assertion's audience when configured", async () => {
    const keys = readPortalKeys(keyText(sigOld), keyText(encOld));
    const broker = await ftnBroker(keys);
    broker.ftnClient = { jwks: publicKeysOf(keys), assertionAudience: 'token_endpoint' };
    await expect(roundTrip(ftnClient(broker, keys), broker)).rejects.toMatchObject({
      code: 'invalid_client',
    });
    await expect(
      roundTrip(ftnClient(broker, keys, 'token_endpoint'), broker),
    ).resolves.toBeDefined();
  });

  it('refuses a plain authorisation request and a request object of an unregistered key', async () => {
    const keys = readPortalKeys(keyText(sigOld), keyText(encOld));
    const broker = await ftnBroker(keys);
    const plain = createOidcClient({
      issuer: FAKE_ISSUER,
      clientId: FAKE_CLIENT_ID,
      clientSecret: FAKE_CLIENT_SECRET,
      redirectUri: REDIRECT,
      fetch: broker.fetch,
    });
    await expect(roundTrip(plain, broker)).rejects.toBeInstanceOf(BrokerRefusal);
    const stranger = readPortalKeys(keyText(sigNew), keyText(encOld));
    await expect(roundTrip(ftnClient(broker, stranger), broker)).rejects.toBeInstanceOf(
      BrokerRefusal,
    );
    expect(broker.refusals).toEqual([
      'the request is not a signed request object',
      expect.stringMatching(/^the request object does not verify/),
    ]);
  });

  it('refuses a client assertion without kid, without jti, or with a jti used before', async () => {
    const keys = readPortalKeys(keyText(sigOld), keyText(encOld));
    const broker = await ftnBroker(keys);
    const { SignJWT, importJWK } = await import('jose');
    const key = await importJWK(sigOld, 'RS256');
    const now = Math.floor(Date.now() / 1000);
    const claims = { iss: FAKE_CLIENT_ID, sub: FAKE_CLIENT_ID, aud: FAKE_ISSUER, iat: now };
    const assertion = (header: Record<string, string>, jti?: string) =>
      new SignJWT({ ...claims, ...(jti ? { jti } : {}) })
        .setProtectedHeader({ alg: 'RS256', ...header })
        .setExpirationTime(now + 60)
        .sign(key);
    const tokenRequest = async (clientAssertion: string) =>
      (
        await broker.fetch(`${FAKE_ISSUER}/token`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({
            grant_type: 'authorization_code',
            code: 'tuntematon',
            client_id: FAKE_CLIENT_ID,
            client_assertion_type: 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer',
            client_assertion: clientAssertion,
          }).toString(),
        })
      ).status;
    expect(await tokenRequest(await assertion({}, 'jti-1'))).toBe(401);
    expect(await tokenRequest(await assertion({ kid: sigOld.kid ?? '' }))).toBe(401);
    const once = await assertion({ kid: sigOld.kid ?? '' }, 'jti-2');
    expect(await tokenRequest(once)).toBe(400); // authenticated; the code is unknown
    expect(await tokenRequest(once)).toBe(401);
    expect(broker.refusals).toEqual([
      'the client assertion has no kid',
      'the client assertion has no jti',
      'the client assertion jti was used before',
    ]);
  });

  it('refuses an ID token that is not encrypted', async () => {
    const keys = readPortalKeys(keyText(sigOld), keyText(encOld));
    const broker = await ftnBroker(keys);
    broker.idTokenMode = 'unencrypted';
    await expect(roundTrip(ftnClient(broker, keys), broker)).rejects.toMatchObject({
      name: 'OidcError',
      code: 'unencrypted_id_token',
    });
  });

  it('keeps working through a key rotation, and the old key stops at its end', async () => {
    // The broker still holds the old published keys: it encrypts to the old encryption key.
    const before = readPortalKeys(keyText(sigOld), keyText(encOld));
    const broker = await ftnBroker(before);
    // Overlap: the portal signs with the new key (published beside the old one, fetched by the
    // broker) and still decrypts with the old encryption key.
    const overlap = readPortalKeys(keyText(sigNew, sigOld), keyText(encNew, encOld));
    broker.ftnClient = {
      jwks: [
        ...publicKeysOf(overlap).filter((k) => k['use'] === 'sig'),
        ...publicKeysOf(before).filter((k) => k['use'] === 'enc'),
      ],
      assertionAudience: 'issuer',
    };
    await expect(roundTrip(ftnClient(broker, overlap), broker)).resolves.toBeDefined();
    // The broker refetches the JWKS: now the new encryption key comes first.
    broker.ftnClient = { jwks: publicKeysOf(overlap), assertionAudience: 'issuer' };
    await expect(roundTrip(ftnClient(broker, overlap), broker)).resolves.toBeDefined();
    // End of the rotation on the portal while the broker still encrypts to the old key: refused.
    broker.ftnClient = {
      jwks: publicKeysOf(before)
        .filter((k) => k['use'] === 'enc')
        .concat(publicKeysOf(overlap).filter((k) => k['use'] === 'sig')),
      assertionAudience: 'issuer',
    };
    const after = readPortalKeys(keyText(sigNew), keyText(encNew));
    await expect(roundTrip(ftnClient(broker, after), broker)).rejects.toMatchObject({
      code: 'invalid_id_token',
    });
  });
});

describe('the API round trip on the FTN profile', () => {
  let handle: DbHandle;
  let broker: FakeProvider;

  beforeAll(async () => {
    handle = await openTestDb();
    await seedDemoData(handle.db, clock.today());
    broker = await createFakeOidcProvider({ now: () => new Date() });
    vi.stubGlobal('fetch', broker.fetch);
  });
  afterAll(async () => {
    vi.unstubAllGlobals();
    await handle.close();
  });

  function browser() {
    const api = createApi({
      db: handle.db,
      clock,
      env: readEnv({
        NODE_ENV: 'test',
        SITE_URL: TEST_ORIGIN,
        STRONG_IDENTIFICATION_OIDC_ISSUER: FAKE_ISSUER,
        STRONG_IDENTIFICATION_OIDC_CLIENT_ID: FAKE_CLIENT_ID,
        OIDC_SIGNING_KEY: keyText(sigOld),
        OIDC_ENCRYPTION_KEY: keyText(encOld),
      }),
    });
    let cookie = '';
    return async (path: string, body?: unknown) => {
      const headers: Record<string, string> = { accept: 'application/json' };
      if (body !== undefined) {
        headers['content-type'] = 'application/json';
        headers['origin'] = TEST_ORIGIN;
      }
      if (cookie) headers['cookie'] = cookie;
      const res = await api.fetch(
        new Request(`${TEST_ORIGIN}/api/v1${path}`, {
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

  async function started() {
    const call = browser();
    const jwks = await call('/strong-identification/jwks');
    expect(jwks.status).toBe(200);
    // The broker is registered with the JWKS the portal publishes.
    broker.ftnClient = {
      jwks: ((await jwks.json()) as { keys: JWK[] }).keys,
      assertionAudience: 'issuer',
    };
    const login = await call('/auth/login', {
      username: 'maija.meikalainen@example.fi',
      password: DEMO_PASSWORD,
      intent: 'b2c',
      remember: false,
    });
    expect(login.status).toBe(200);
    const start = await call('/strong-identification/start', { returnTo: '/laskut' });
    expect(start.status).toBe(200);
    const { redirectUrl } = (await start.json()) as { redirectUrl: string };
    return { call, redirectUrl };
  }

  it('identifies the session through a broker that enforces the profile', async () => {
    broker.idTokenMode = 'valid';
    const { call, redirectUrl } = await started();
    const back = await broker.approve(redirectUrl);
    const done = await call(
      '/strong-identification/complete',
      Object.fromEntries(back.searchParams),
    );
    expect(done.status).toBe(200);
    expect(await (await call('/strong-identification')).json()).toMatchObject({ identified: true });
  });

  it('ends an unencrypted ID token in strong-identification-failed', async () => {
    broker.idTokenMode = 'unencrypted';
    const { call, redirectUrl } = await started();
    const back = await broker.approve(redirectUrl);
    const done = await call(
      '/strong-identification/complete',
      Object.fromEntries(back.searchParams),
    );
    expect(done.status).toBe(401);
    expect(await done.json()).toMatchObject({ errorKey: 'strong-identification-failed' });
    broker.idTokenMode = 'valid';
  });

  it("ends the customer's cancel at the broker in strong-identification-cancelled", async () => {
    const { call, redirectUrl } = await started();
    const back = await broker.approve(redirectUrl);
    const done = await call('/strong-identification/complete', {
      state: back.searchParams.get('state'),
      error: 'access_denied',
      iss: FAKE_ISSUER,
    });
    expect(done.status).toBe(401);
    expect(await done.json()).toMatchObject({ errorKey: 'strong-identification-cancelled' });
  });
});
