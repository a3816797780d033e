import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createApi } from '~/server/app';
import { createFixedClock } from '~/server/clock';
import { ConfigError, loadConfig } from '~/server/config-check';
import { openDb } from '~/server/db/client';
import { developmentFeatures, readEnv, seedsDemoData, testCardProviderAllowed } from '~/server/env';

// Issue 12 findings 7 and 8 and "configuration at boot": the safe side is the default, and
// production refuses every development default by name (docs/decisions/0019).

/** A production configuration that may start (a test environment with the test providers). */
const PRODUCTION = {
  NODE_ENV: 'production',
  SITE_URL: 'https://asiakas.example.fi',
  CARD_TEST_PROVIDER: 'true',
  CARD_PROVIDER_SECRET: 'oma-testiympariston-salaisuus-123',
  STRONG_IDENTIFICATION_TEST_BANK: 'true',
  CUSTOMER_SERVICE_EMAIL: 'asiakaspalvelu@lehtitalo.example',
};

/** A private RSA JWK with its kid, as OIDC_SIGNING_KEY and OIDC_ENCRYPTION_KEY take it. */
function privateJwkText(kid: string): string {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return JSON.stringify({ ...privateKey.export({ format: 'jwk' }), kid });
}

function problemsOf(source: Record<string, string | undefined>): string[] {
  try {
    loadConfig(source);
    return [];
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
}

const variablesOf = (problems: string[]) => problems.map((p) => p.split(':')[0]);

describe('the default configuration', () => {
  it('is production: no demo data, no mailbox, no test providers', () => {
    const env = readEnv({});
    expect(env.NODE_ENV).toBe('production');
    expect(developmentFeatures(env)).toBe(false);
    expect(seedsDemoData(env)).toBe(false);
    expect(testCardProviderAllowed(env)).toBe(false);
  });

  it('does not start without its own address, card provider, customer service inbox and identification broker', () => {
    expect(variablesOf(problemsOf({}))).toEqual([
      'SITE_URL',
      'CARD_PROVIDER',
      'CUSTOMER_SERVICE_EMAIL',
      'STRONG_IDENTIFICATION_OIDC_ISSUER',
    ]);
  });

  it('serves no development mailbox', async () => {
    const handle = await openDb({});
    try {
      const api = createApi({
        db: handle.db,
        clock: createFixedClock('2026-11-21T10:00:00+02:00'),
        env: readEnv({ SITE_URL: 'https://asiakas.example.fi' }),
      });
      const res = await api.fetch(new Request('https://asiakas.example.fi/api/v1/dev/mailbox'));
      expect(res.status).toBe(404);
    } finally {
      await handle.close();
    }
  });
});

describe('development', () => {
  it('is asked for explicitly and turns the conveniences on', () => {
    const env = loadConfig({ NODE_ENV: 'development' });
    expect(developmentFeatures(env)).toBe(true);
    expect(seedsDemoData(env)).toBe(true);
    expect(testCardProviderAllowed(env)).toBe(true);
    expect(seedsDemoData(loadConfig({ NODE_ENV: 'development', SEED_DEMO_DATA: 'false' }))).toBe(
      false,
    );
  });
});

describe('production', () => {
  it('starts with a complete configuration', () => {
    expect(problemsOf(PRODUCTION)).toEqual([]);
  });

  it.each([
    ['SEED_DEMO_DATA', { SEED_DEMO_DATA: 'true' }],
    ['PORTAL_NOW', { PORTAL_NOW: '2026-11-21T10:00:00+02:00' }],
    ['CARD_PROVIDER', { CARD_TEST_PROVIDER: undefined }],
    ['CARD_PROVIDER_SECRET', { CARD_PROVIDER_SECRET: undefined }],
    ['CARD_PROVIDER_SECRET', { CARD_PROVIDER_SECRET: 'test-card-provider-development-secret' }],
    ['STRONG_IDENTIFICATION_OIDC_ISSUER', { STRONG_IDENTIFICATION_TEST_BANK: undefined }],
    ['CUSTOMER_SERVICE_EMAIL', { CUSTOMER_SERVICE_EMAIL: undefined }],
    ['SITE_URL', { SITE_URL: undefined }],
    ['SITE_URL', { SITE_URL: 'http://asiakas.example.fi' }],
    ['KEYSTATIC', { KEYSTATIC: 'local' }],
  ])('refuses the development default of %s', (variable, change) => {
    expect(variablesOf(problemsOf({ ...PRODUCTION, ...change }))).toEqual([variable]);
  });

  it.each([
    'CANCELLATION_EXPORT_TOKEN',
    'PAYMENT_IMPORT_TOKEN',
    'COMPANY_REQUEST_STAFF_TOKEN',
    'STAFF_INBOX_TOKEN',
  ])('refuses a staff token of %s that is not 32 random bytes, by name', (variable) => {
    for (const weak of ['a'.repeat(24), 'a'.repeat(64), '0123456789abcdef'.repeat(4)]) {
      const problems = problemsOf({ ...PRODUCTION, [variable]: weak });
      expect(variablesOf(problems)).toEqual([variable]);
      expect(problems[0]).toContain('openssl rand -base64 32');
    }
    expect(problemsOf({ ...PRODUCTION, [variable]: randomBytes(32).toString('base64') })).toEqual(
      [],
    );
  });

  it('takes real cards through Paytrail without any test flag, and refuses its test account', () => {
    const paytrail = {
      ...PRODUCTION,
      CARD_TEST_PROVIDER: undefined,
      CARD_PROVIDER_SECRET: undefined,
      CARD_PROVIDER: 'paytrail',
      PAYTRAIL_MERCHANT_ID: '695874',
      PAYTRAIL_SECRET_KEY: 'oman-sopimuksen-salainen-avain',
    };
    expect(problemsOf(paytrail)).toEqual([]);
    expect(testCardProviderAllowed(readEnv(paytrail))).toBe(false);
    expect(variablesOf(problemsOf({ ...paytrail, PAYTRAIL_MERCHANT_ID: undefined }))).toEqual([
      'PAYTRAIL_MERCHANT_ID',
    ]);
    expect(variablesOf(problemsOf({ ...paytrail, PAYTRAIL_SECRET_KEY: undefined }))).toEqual([
      'PAYTRAIL_SECRET_KEY',
    ]);
    // Paytrail's public test account and a plain-HTTP API address are for tests only.
    expect(variablesOf(problemsOf({ ...paytrail, PAYTRAIL_MERCHANT_ID: '375917' }))).toEqual([
      'PAYTRAIL_MERCHANT_ID',
    ]);
    expect(
      variablesOf(problemsOf({ ...paytrail, PAYTRAIL_API_URL: 'http://127.0.0.1:9999' })),
    ).toEqual(['PAYTRAIL_API_URL']);
    expect(variablesOf(problemsOf({ ...paytrail, PAYTRAIL_MERCHANT_ID: 'kauppias' }))).toEqual([
      'PAYTRAIL_MERCHANT_ID',
    ]);
  });

  it('needs the Paytrail account with CARD_PROVIDER=paytrail in development too', () => {
    expect(variablesOf(problemsOf({ NODE_ENV: 'development', CARD_PROVIDER: 'paytrail' }))).toEqual(
      ['PAYTRAIL_MERCHANT_ID', 'PAYTRAIL_SECRET_KEY'],
    );
    const env = readEnv({ NODE_ENV: 'development', CARD_PROVIDER: 'paytrail' });
    expect(testCardProviderAllowed(env)).toBe(false);
  });

  it('runs the content editor in GitHub mode only with its GitHub login', () => {
    expect(variablesOf(problemsOf({ ...PRODUCTION, KEYSTATIC: 'github' }))).toEqual([
      'KEYSTATIC_GITHUB_CLIENT_ID',
      'KEYSTATIC_GITHUB_CLIENT_SECRET',
      'KEYSTATIC_SECRET',
    ]);
    expect(
      problemsOf({
        ...PRODUCTION,
        KEYSTATIC: 'github',
        KEYSTATIC_GITHUB_CLIENT_ID: 'Iv1.0123456789abcdef',
        KEYSTATIC_GITHUB_CLIENT_SECRET: 'github-app-secret',
        KEYSTATIC_SECRET: 'a-cookie-secret-of-at-least-32-characters',
      }),
    ).toEqual([]);
  });

  it('accepts an identification broker on the FTN profile instead of the test bank', () => {
    const broker = {
      ...PRODUCTION,
      STRONG_IDENTIFICATION_TEST_BANK: undefined,
      STRONG_IDENTIFICATION_OIDC_ISSUER: 'https://tunnistus.example.fi',
      STRONG_IDENTIFICATION_OIDC_CLIENT_ID: 'portaali',
      OIDC_SIGNING_KEY: privateJwkText('portaali-sig-1'),
      OIDC_ENCRYPTION_KEY: privateJwkText('portaali-enc-1'),
    };
    expect(problemsOf(broker)).toEqual([]);
    // Every FTN broker enforces the profile: without its keys production does not start.
    expect(
      variablesOf(
        problemsOf({
          ...broker,
          OIDC_SIGNING_KEY: undefined,
          OIDC_ENCRYPTION_KEY: undefined,
          STRONG_IDENTIFICATION_OIDC_CLIENT_SECRET: 'salainen',
        }),
      ),
    ).toEqual(['OIDC_SIGNING_KEY', 'OIDC_ENCRYPTION_KEY']);
    expect(variablesOf(problemsOf({ ...broker, OIDC_ENCRYPTION_KEY: undefined }))).toEqual([
      'OIDC_ENCRYPTION_KEY',
    ]);
    expect(variablesOf(problemsOf({ ...broker, OIDC_SIGNING_KEY: '{"kty":"RSA"}' }))).toEqual([
      'OIDC_SIGNING_KEY',
    ]);
  });
});

describe('bad values', () => {
  it('are all named at once, including a minimum above the maximum', () => {
    const problems = problemsOf({
      NODE_ENV: 'development',
      MONITORING_SAMPLE_RATE: 'paljon',
      SITE_URL: 'ei osoite',
      SUSPENSION_MIN_DAYS: '30',
      SUSPENSION_MAX_DAYS: '10',
    });
    expect(variablesOf(problems).sort()).toEqual(
      ['MONITORING_SAMPLE_RATE', 'SITE_URL', 'SUSPENSION_MIN_DAYS'].sort(),
    );
  });

  it('refuses an unknown NODE_ENV rather than guessing', () => {
    expect(variablesOf(problemsOf({ NODE_ENV: 'staging' }))).toContain('NODE_ENV');
  });

  it('names SMTP_URL without MAIL_FROM', () => {
    expect(
      variablesOf(problemsOf({ NODE_ENV: 'development', SMTP_URL: 'smtp://posti.example.fi:587' })),
    ).toEqual(['MAIL_FROM']);
  });

  it('names a direct database URL without the pooler URL it goes around', () => {
    const direct = 'postgres://portal@db.example.fi:5432/portal';
    expect(
      variablesOf(problemsOf({ NODE_ENV: 'development', DATABASE_DIRECT_URL: direct })),
    ).toEqual(['DATABASE_DIRECT_URL']);
    expect(
      problemsOf({
        NODE_ENV: 'development',
        DATABASE_URL: 'postgres://portal@pgbouncer.example.fi:6432/portal',
        DATABASE_DIRECT_URL: direct,
      }),
    ).toEqual([]);
  });

  it('names an OIDC broker without its client id', () => {
    expect(
      variablesOf(
        problemsOf({ NODE_ENV: 'development', STRONG_IDENTIFICATION_OIDC_ISSUER: 'https://x.fi' }),
      ),
    ).toEqual(['STRONG_IDENTIFICATION_OIDC_CLIENT_ID']);
  });
});
