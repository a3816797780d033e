import { generateKeyPairSync } from 'node:crypto';
import { defineConfig, devices } from '@playwright/test';
import { E2E_COMPANY_REQUEST_STAFF_TOKEN } from './tests/e2e/staff-token';

const PORT = Number(process.env.E2E_PORT ?? 4399);
const baseURL = `http://127.0.0.1:${PORT}`;
// The content editor's spec runs against `astro dev` (the content layer sees new files there;
// a build freezes the collections), on the next port (docs/decisions/0044).
const EDITOR_PORT = PORT + 1;
const editorURL = `http://127.0.0.1:${EDITOR_PORT}`;
// Its own data folder per port, so that two suites on different ports never share one.
const EDITOR_DATA = `.data/e2e-editor-${EDITOR_PORT}`;
// The real adapters (decisions 0047, 0048): a second portal with CARD_PROVIDER=paytrail and an
// FTN broker on the FTN OpenID Connect profile, on the next port; the Paytrail stand-in and the
// broker stand-in on the two after.
const PAYTRAIL_PORT = PORT + 2;
const paytrailURL = `http://127.0.0.1:${PAYTRAIL_PORT}`;
const STAND_IN_PORT = PORT + 3;
const BROKER_PORT = PORT + 4;
const PAYTRAIL_ACCOUNT = { PAYTRAIL_MERCHANT_ID: '375917', PAYTRAIL_SECRET_KEY: 'SAIPPUAKAUPPIAS' };
/** The portal's FTN keys, made for this run (a private RSA JWK with its kid). */
const privateJwk = (kid: string) =>
  JSON.stringify({
    ...generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' }),
    kid,
  });
const PINNED_NOW = '2026-11-21T10:00:00+02:00';

// The browser is Debian's Chromium (a test tool's own browser download cannot work here).
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const browser = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: chromium,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
    // A Finnish browser, as the portal's readers have (its own texts, date fields pp.kk.vvvv):
    // Chromium on Linux takes its language from LANGUAGE, with Debian's chromium-l10n installed.
    env: { ...process.env, LANGUAGE: 'fi' },
  },
};

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // Every page state a test visits also gets axe, the 320 px reflow and glued-link checks and,
  // at its end, the focus-after-answer check (fixtures.ts): a long flow of a dozen states ran
  // past 30 s on a busy 2-core CI machine.
  timeout: 60_000,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    locale: 'fi-FI',
    timezoneId: 'Europe/Helsinki',
    trace: 'retain-on-failure',
  },
  // Specs that cancel or change subscriptions do it to customers of their own (the development
  // factory, POST /api/v1/dev/customers), so no spec has to run last.
  projects: [
    {
      name: 'chromium',
      use: browser,
      testIgnore:
        /content-editor\.spec\.ts|cards-paytrail\.spec\.ts|strong-identification-ftn\.spec\.ts/,
    },
    {
      name: 'real-providers',
      use: { ...browser, baseURL: paytrailURL },
      testMatch: /cards-paytrail\.spec\.ts|strong-identification-ftn\.spec\.ts/,
    },
    {
      name: 'content-editor',
      use: { ...browser, baseURL: editorURL },
      // `astro dev` compiles each route and takes in each saved file on first use: its pages
      // and saves may need more than the default 5 s.
      expect: { timeout: 30_000 },
      testMatch: /content-editor\.spec\.ts/,
    },
  ],
  // The portal as `npm start` serves it, on a fresh embedded database with a pinned clock.
  // E2E_EDITOR_ONLY=1 starts only the editor's server (for `--project=content-editor`).
  // The servers start one after another, so the later ones use the first one's build.
  webServer: [
    {
      // Development mode only for the server (demo data, mailbox, test providers), never the build.
      command: `rm -rf .data/e2e && npm run build && NODE_ENV=development node src/server/edge/serve.ts`,
      // Readiness: the database is open, migrated, seeded and answers.
      url: `${baseURL}/api/v1/health/ready`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'pipe' as const,
      env: {
        HOST: '127.0.0.1',
        PORT: String(PORT),
        DATA_DIR: '.data/e2e',
        PORTAL_NOW: PINNED_NOW,
        // The server's access log would drown the test report; warnings and errors still show.
        LOG_LEVEL: 'warn',
        SITE_URL: baseURL,
        PREVIEW_SECRET: 'e2e-esikatseluavain-123',
        COMPANY_REQUEST_STAFF_TOKEN: E2E_COMPANY_REQUEST_STAFF_TOKEN,
      },
    },
    {
      // The content editor in local mode: `astro dev`, started after the build above is done.
      // --ignore-lock: Astro allows one tracked dev server per project; this one is the test's.
      command: `rm -rf ${EDITOR_DATA} && npm run dev -- --ignore-lock`,
      url: `${editorURL}/api/v1/health/ready`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'pipe' as const,
      env: {
        HOST: '127.0.0.1',
        PORT: String(EDITOR_PORT),
        DATA_DIR: EDITOR_DATA,
        NODE_ENV: 'development',
        PORTAL_NOW: PINNED_NOW,
        LOG_LEVEL: 'warn',
        SITE_URL: editorURL,
        KEYSTATIC: 'local',
      },
    },
    {
      // Paytrail's stand-in (tests/support/paytrail/stand-in.ts), on the portal's pinned clock.
      command: 'node tests/support/paytrail/serve-stand-in.ts',
      url: `http://127.0.0.1:${STAND_IN_PORT}/`,
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: 'pipe' as const,
      env: {
        ...PAYTRAIL_ACCOUNT,
        PAYTRAIL_STAND_IN_PORT: String(STAND_IN_PORT),
        PORTAL_NOW: PINNED_NOW,
      },
    },
    {
      // The FTN broker stand-in (tests/support/fake-oidc-provider.ts), enforcing the profile.
      command: 'node tests/support/ftn-broker/serve-broker.ts',
      url: `http://127.0.0.1:${BROKER_PORT}/.well-known/openid-configuration`,
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: 'pipe' as const,
      env: {
        FTN_BROKER_PORT: String(BROKER_PORT),
        PORTAL_JWKS_URL: `${paytrailURL}/api/v1/strong-identification/jwks`,
      },
    },
    {
      // The portal with the real adapters, talking to the stand-ins (the build above).
      command: `rm -rf .data/e2e-paytrail && NODE_ENV=development node src/server/edge/serve.ts`,
      url: `${paytrailURL}/api/v1/health/ready`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'pipe' as const,
      env: {
        HOST: '127.0.0.1',
        PORT: String(PAYTRAIL_PORT),
        DATA_DIR: '.data/e2e-paytrail',
        PORTAL_NOW: PINNED_NOW,
        LOG_LEVEL: 'warn',
        SITE_URL: paytrailURL,
        CARD_PROVIDER: 'paytrail',
        PAYTRAIL_API_URL: `http://127.0.0.1:${STAND_IN_PORT}`,
        ...PAYTRAIL_ACCOUNT,
        STRONG_IDENTIFICATION_OIDC_ISSUER: `http://127.0.0.1:${BROKER_PORT}`,
        STRONG_IDENTIFICATION_OIDC_CLIENT_ID: 'tilaajaportaali-testi',
        OIDC_SIGNING_KEY: privateJwk('portaali-sig-e2e'),
        OIDC_ENCRYPTION_KEY: privateJwk('portaali-enc-e2e'),
      },
    },
  ].filter((_, index) => (process.env.E2E_EDITOR_ONLY ? index === 1 : true)),
});
