import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createFixedClock } from '~/server/clock';
import { strongIdentifications } from '~/server/db/schema/strong-identification';
import { auditLog } from '~/server/db/schema/system';
import { readEnv } from '~/server/env';
import { newSecretToken } from '~/server/auth/secret-token';
import { codeChallengeOf } from '~/server/strong-identification/crypto-tokens';
import { createOidcClient, OidcError } from '~/server/strong-identification/oidc-client';
import { identificationProvider } from '~/server/strong-identification/provider';
import {
  createTestBankApp,
  TEST_BANK_CLIENT_ID,
  TEST_BANK_CLIENT_SECRET,
  decideTestBank,
  testBankIssuer,
} from '~/server/strong-identification/test-bank';
import { TEST_NOW, TEST_ORIGIN, useTestApp } from '../support/test-app';
import { identifyStrongly, startIdentification } from '../support/strong-identification';

const MAIJA = 'maija.meikalainen@example.fi';
const SITE = TEST_ORIGIN;
const REDIRECT = `${SITE}/tunnistautuminen/paluu`;

const app = useTestApp({ loggedInAs: MAIJA });

const status = async () => (await app.call('/strong-identification')).json();

describe('the round trip through the built-in test bank', () => {
  it('identifies the session for the configured time, then no longer', async () => {
    expect(await status()).toMatchObject({ identified: false, provider: 'test-bank' });
    const done = await identifyStrongly(app, { returnTo: '/laskut/laskutustavat?x=1' });
    expect(done.status).toBe(200);
    expect(await done.json()).toMatchObject({ returnTo: '/laskut/laskutustavat?x=1' });
    expect(await status()).toMatchObject({ identified: true });
    const audits = await app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'STRONG_IDENTIFICATION'));
    expect(audits.length).toBeGreaterThan(0);

    app.clock.advance(10 * 60_000 + 1);
    expect(await status()).toMatchObject({ identified: false });
    app.clock.advance(-(10 * 60_000 + 1));
  });

  it('sends the customer to the test bank page with a PKCE authorization request', async () => {
    const url = await startIdentification(app, '/laskut');
    // The test app's SITE_URL is its own origin (tests/support/test-app.ts).
    expect(url.origin + url.pathname).toBe(`${TEST_ORIGIN}/tunnistautuminen/testipankki`);
    expect(url.searchParams.get('client_id')).toBe(TEST_BANK_CLIENT_ID);
    expect(url.searchParams.get('redirect_uri')).toBe(`${TEST_ORIGIN}/tunnistautuminen/paluu`);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('answers strong-identification-cancelled for Peruuta and -failed for the failing bank', async () => {
    const cancelled = await identifyStrongly(app, { decision: 'cancel' });
    expect(cancelled.status).toBe(401);
    expect(await cancelled.json()).toMatchObject({ errorKey: 'strong-identification-cancelled' });
    const failed = await identifyStrongly(app, { bank: 'virhepankki' });
    expect(failed.status).toBe(401);
    expect(await failed.json()).toMatchObject({ errorKey: 'strong-identification-failed' });
    expect(await status()).toMatchObject({ identified: false });
  });

  it('refuses a replayed state, another session and a forged code', async () => {
    const url = await startIdentification(app, '/laskut');
    const state = url.searchParams.get('state') ?? '';
    const forged = await app.call('/strong-identification/complete', {
      method: 'POST',
      body: { state, code: 'vaarennetty-koodi' },
    });
    expect(forged.status).toBe(401);
    expect(await forged.json()).toMatchObject({ errorKey: 'strong-identification-failed' });
    // The state is spent now, even with a real code.
    const again = await app.call('/strong-identification/complete', {
      method: 'POST',
      body: { state, error: 'access_denied' },
    });
    expect(await again.json()).toMatchObject({ errorKey: 'strong-identification-failed' });
    const [row] = await app.db
      .select()
      .from(strongIdentifications)
      .where(eq(strongIdentifications.state, state));
    expect(row?.status).toBe('FAILED');

    // A state started by Maija cannot be finished by Pekka's session.
    const maijaUrl = await startIdentification(app, '/laskut');
    app.clearCookies();
    await app.login('pekka.virtanen@example.fi');
    const other = await app.call('/strong-identification/complete', {
      method: 'POST',
      body: { state: maijaUrl.searchParams.get('state'), error: 'access_denied' },
    });
    expect(await other.json()).toMatchObject({ errorKey: 'strong-identification-failed' });
  });

  it('validates input and needs a login', async () => {
    const bad = await app.call('/strong-identification/start', {
      method: 'POST',
      body: { returnTo: 'https://evil.example' },
    });
    expect(bad.status).toBe(400);
    const url = await startIdentification(app, '//evil.example/x');
    const done = await identifyStrongly(app, { url });
    expect(await done.json()).toMatchObject({ returnTo: '/tilaukset' });
    app.clearCookies();
    expect((await app.call('/strong-identification')).status).toBe(401);
    const start = await app.call('/strong-identification/start', {
      method: 'POST',
      body: { returnTo: '/laskut' },
    });
    expect(start.status).toBe(401);
  });

  it('has no client key set to publish with the test bank (client_secret_basic)', async () => {
    expect((await app.call('/strong-identification/jwks')).status).toBe(404);
  });

  it('the test bank refuses an unregistered redirect address', async () => {
    const res = await app.call('/strong-identification/test-bank/decision', {
      method: 'POST',
      body: {
        clientId: TEST_BANK_CLIENT_ID,
        redirectUri: 'https://evil.example/paluu',
        state: newSecretToken(),
        nonce: newSecretToken(),
        codeChallenge: codeChallengeOf(newSecretToken()),
        codeChallengeMethod: 'S256',
        bank: 'op',
        decision: 'approve',
      },
    });
    expect(res.status).toBe(400);
  });
});

describe('the OpenID Connect client against the test bank interface', () => {
  const clock = createFixedClock(TEST_NOW);
  const bankApp = () => createTestBankApp(app.db, clock, SITE);
  const client = (secret = TEST_BANK_CLIENT_SECRET) => {
    const bank = bankApp();
    return createOidcClient({
      issuer: testBankIssuer(SITE),
      clientId: TEST_BANK_CLIENT_ID,
      clientSecret: secret,
      redirectUri: REDIRECT,
      fetch: async (url, init) => bank.fetch(new Request(url, init)),
      // The test bank's issuer is SITE_URL, plain http here (the broker's must be https).
      allowHttp: true,
    });
  };

  async function codeFor(verifier: string, nonce: string) {
    const { redirectUrl } = await decideTestBank(app.db, clock, REDIRECT, {
      clientId: TEST_BANK_CLIENT_ID,
      redirectUri: REDIRECT,
      state: newSecretToken(),
      nonce,
      codeChallenge: codeChallengeOf(verifier),
      codeChallengeMethod: 'S256',
      bank: 'nordea',
      decision: 'approve',
    });
    return new URL(redirectUrl).searchParams.get('code') ?? '';
  }

  it('exchanges a code with the right verifier once and checks the ID token', async () => {
    const verifier = newSecretToken();
    const nonce = newSecretToken();
    const code = await codeFor(verifier, nonce);
    const person = await client().exchangeCode({
      code,
      codeVerifier: verifier,
      nonce,
      now: clock.now(),
    });
    expect(person).toEqual({ subject: 'testipankki-demo-henkilo', name: 'Demo Testihenkilö' });
    await expect(
      client().exchangeCode({ code, codeVerifier: verifier, nonce, now: clock.now() }),
    ).rejects.toMatchObject({ code: 'invalid_grant' });
  });

  it('refuses a wrong PKCE verifier, a wrong nonce, a wrong secret and an expired token', async () => {
    const verifier = newSecretToken();
    const nonce = newSecretToken();
    await expect(
      client().exchangeCode({
        code: await codeFor(verifier, nonce),
        codeVerifier: newSecretToken(),
        nonce,
        now: clock.now(),
      }),
    ).rejects.toMatchObject({ code: 'invalid_grant' });
    await expect(
      client().exchangeCode({
        code: await codeFor(verifier, nonce),
        codeVerifier: verifier,
        nonce: newSecretToken(),
        now: clock.now(),
      }),
    ).rejects.toMatchObject({ code: 'invalid_id_token' });
    await expect(
      client('vaara-salaisuus').exchangeCode({
        code: await codeFor(verifier, nonce),
        codeVerifier: verifier,
        nonce,
        now: clock.now(),
      }),
    ).rejects.toBeInstanceOf(OidcError);
    await expect(
      client().exchangeCode({
        code: await codeFor(verifier, nonce),
        codeVerifier: verifier,
        nonce,
        now: new Date(clock.now().getTime() + 3600_000),
      }),
    ).rejects.toMatchObject({ code: 'invalid_id_token' });
  });

  it('builds the authorization URL from the discovery document', async () => {
    const url = new URL(
      await client().authorizationUrl({
        state: 's'.repeat(20),
        nonce: 'n'.repeat(20),
        codeChallenge: 'c'.repeat(43),
      }),
    );
    expect(url.pathname).toBe('/tunnistautuminen/testipankki');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code',
      scope: 'openid profile',
      code_challenge_method: 'S256',
    });
  });

  it('a configured OIDC provider replaces the test bank, and production refuses the test bank', () => {
    const base = { db: app.db, clock };
    const oidc = identificationProvider({
      ...base,
      env: readEnv({
        NODE_ENV: 'test',
        SITE_URL: SITE,
        STRONG_IDENTIFICATION_OIDC_ISSUER: 'https://tunnistus.example.fi',
        STRONG_IDENTIFICATION_OIDC_CLIENT_ID: 'portaali',
        STRONG_IDENTIFICATION_OIDC_CLIENT_SECRET: 'salaisuus',
      }),
    });
    expect(oidc?.kind).toBe('oidc');
    expect(oidc?.redirectUri).toBe(REDIRECT);
    expect(
      identificationProvider({ ...base, env: readEnv({ NODE_ENV: 'production' }) }),
    ).toBeNull();
    expect(
      identificationProvider({
        ...base,
        env: readEnv({ NODE_ENV: 'production', STRONG_IDENTIFICATION_TEST_BANK: 'true' }),
      })?.kind,
    ).toBe('test-bank');
  });
});
