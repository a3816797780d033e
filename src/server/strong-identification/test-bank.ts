import { and, eq, gt, isNull } from 'drizzle-orm';
import { Hono } from 'hono';
import { SignJWT } from 'jose';
import { TEST_PERSON, testBankById } from '~/domain/strong-identification/test-banks';
import type { TestBankDecision } from '~/domain/strong-identification/identification-input';
import type { Clock } from '../clock';
import type { Db } from '../db/client';
import { testBankAuthorizations } from '../db/schema/strong-identification';
import { HttpError } from '../http/http-error';
import { hashToken, newSecretToken } from '../auth/secret-token';
import { codeChallengeOf } from './crypto-tokens';
import { testBankSigningKey } from './test-bank-key';

// The built-in test bank: a local stand-in for an identification broker in test mode (DESIGN.md:
// outside services have a local implementation real enough to click through). Its login page is
// src/pages/tunnistautuminen/testipankki.astro; its OpenID Connect endpoints (discovery, token,
// keys) are a Hono app of their own that the portal's OIDC client calls in-process, exactly as
// it would call a real broker over HTTPS: it publishes a generated key pair as its JWKS and its
// token endpoint signs the ID token with jose (test-bank-key.ts).

const TEST_BANK_PATH = '/tunnistautuminen/testipankki';
export const TEST_BANK_CLIENT_ID = 'tilaajaportaali';
/** Not a secret: the test bank is a test double, and refuses to run in production by default. */
export const TEST_BANK_CLIENT_SECRET = 'testipankki-ei-salainen';
const CODE_SECONDS = 120;
const ID_TOKEN_SECONDS = 300;

export const testBankIssuer = (siteUrl: string): string =>
  `${siteUrl.replace(/\/$/, '')}${TEST_BANK_PATH}`;

/** The test bank's OpenID Connect endpoints under its issuer's path. */
export function createTestBankApp(db: Db, clock: Clock, siteUrl: string): Hono {
  const issuer = testBankIssuer(siteUrl);
  const app = new Hono().basePath(TEST_BANK_PATH);

  app.get('/.well-known/openid-configuration', (c) =>
    c.json({
      issuer,
      authorization_endpoint: issuer,
      token_endpoint: `${issuer}/token`,
      jwks_uri: `${issuer}/jwks`,
      response_types_supported: ['code'],
      subject_types_supported: ['public'],
      id_token_signing_alg_values_supported: ['RS256'],
      code_challenge_methods_supported: ['S256'],
      token_endpoint_auth_methods_supported: ['client_secret_basic'],
      scopes_supported: ['openid', 'profile'],
    }),
  );

  app.get('/jwks', async (c) => c.json({ keys: [(await testBankSigningKey()).publicJwk] }));

  app.post('/token', async (c) => {
    const tokenError = (error: string, status: 400 | 401 = 400) => c.json({ error }, status);
    if (!isTestBankClient(c.req.header('authorization'))) return tokenError('invalid_client', 401);
    const form = new URLSearchParams(await c.req.text());
    const code = form.get('code') ?? '';
    const verifier = form.get('code_verifier') ?? '';
    if (form.get('grant_type') !== 'authorization_code') {
      return tokenError('unsupported_grant_type');
    }
    const now = clock.now();
    // Marking the code used in the same statement that finds it: a code works exactly once.
    const [row] = await db
      .update(testBankAuthorizations)
      .set({ usedAt: now })
      .where(
        and(
          eq(testBankAuthorizations.codeHash, hashToken(code)),
          isNull(testBankAuthorizations.usedAt),
          gt(testBankAuthorizations.expiresAt, now),
        ),
      )
      .returning();
    if (
      !row ||
      row.redirectUri !== form.get('redirect_uri') ||
      row.codeChallenge !== codeChallengeOf(verifier)
    ) {
      return tokenError('invalid_grant');
    }
    const iat = Math.floor(now.getTime() / 1000);
    const key = await testBankSigningKey();
    const idToken = await new SignJWT({
      auth_time: Math.floor(row.createdAt.getTime() / 1000),
      nonce: row.nonce,
      name: row.name,
      // Traficom's level of assurance "substantial", as Finnish brokers send it.
      acr: 'http://ftn.ficora.fi/2017/loa2',
      amr: [row.bank],
    })
      .setProtectedHeader({ alg: key.alg, typ: 'JWT', kid: key.kid })
      .setIssuer(issuer)
      .setSubject(row.subject)
      .setAudience(row.clientId)
      .setIssuedAt(iat)
      .setExpirationTime(iat + ID_TOKEN_SECONDS)
      .sign(key.privateKey);
    return c.json({ access_token: newSecretToken(), token_type: 'Bearer', id_token: idToken });
  });

  return app;
}

/** client_secret_basic: id and secret form-urlencoded, then Base64 (RFC 6749 §2.3.1). */
function isTestBankClient(authorization: string | undefined): boolean {
  if (!authorization?.startsWith('Basic ')) return false;
  const decoded = Buffer.from(authorization.slice(6), 'base64').toString('utf8');
  const formDecode = (p: string) => decodeURIComponent(p.replace(/\+/g, ' '));
  const [id = '', secret = ''] = decoded.split(':').map(formDecode);
  return id === TEST_BANK_CLIENT_ID && secret === TEST_BANK_CLIENT_SECRET;
}

/**
 * The test bank page's choice: Tunnistaudu with a bank gives an authorization code, Peruuta
 * gives access_denied and the failing bank server_error, each as the redirect a broker makes.
 */
export async function decideTestBank(
  db: Db,
  clock: Clock,
  registeredRedirectUri: string,
  input: TestBankDecision,
): Promise<{ redirectUrl: string }> {
  if (input.clientId !== TEST_BANK_CLIENT_ID || input.redirectUri !== registeredRedirectUri) {
    // A broker never redirects to an unregistered address; it shows its own error instead.
    throw new HttpError(400, 'invalid-client');
  }
  const back = new URL(input.redirectUri);
  back.searchParams.set('state', input.state);
  if (input.decision === 'cancel') {
    back.searchParams.set('error', 'access_denied');
    return { redirectUrl: back.toString() };
  }
  const bank = testBankById(input.bank ?? '');
  if (!bank) {
    throw new HttpError(400, 'validation-failed', {
      message: 'Valitse pankki.',
      fields: { bank: 'Valitse pankki.' },
    });
  }
  if (bank.fails) {
    back.searchParams.set('error', 'server_error');
    return { redirectUrl: back.toString() };
  }
  const code = newSecretToken();
  const now = clock.now();
  await db.insert(testBankAuthorizations).values({
    codeHash: hashToken(code),
    clientId: input.clientId,
    redirectUri: input.redirectUri,
    codeChallenge: input.codeChallenge,
    nonce: input.nonce,
    bank: bank.id,
    subject: TEST_PERSON.subject,
    name: TEST_PERSON.name,
    createdAt: now,
    expiresAt: new Date(now.getTime() + CODE_SECONDS * 1000),
  });
  back.searchParams.set('code', code);
  return { redirectUrl: back.toString() };
}
