// Starts the built server (`npm run build` first) once per development default with
// NODE_ENV=production and reports whether it refused to start, with its first message line
// (issue 12 finding 7, docs/quality.md). Each start is bounded by a timeout and stops by itself.
import { spawn } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A production configuration that may start: a test environment with the test providers. */
const GOOD = {
  NODE_ENV: 'production',
  SITE_URL: 'https://asiakas.example.fi',
  CARD_TEST_PROVIDER: 'true',
  CARD_PROVIDER_SECRET: 'oma-testiympariston-salaisuus-123',
  STRONG_IDENTIFICATION_TEST_BANK: 'true',
  CUSTOMER_SERVICE_EMAIL: 'asiakaspalvelu@lehtitalo.example',
};

/** A private RSA JWK with its kid, as OIDC_SIGNING_KEY and OIDC_ENCRYPTION_KEY take it. */
function privateJwk(kid) {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return JSON.stringify({ ...privateKey.export({ format: 'jwk' }), kid });
}

/**
 * Real providers and no test flag at all: cards through Paytrail, strong identification through
 * an FTN broker on the FTN OpenID Connect profile (its discovery waits for the first customer).
 */
const PAYTRAIL = {
  CARD_TEST_PROVIDER: undefined,
  CARD_PROVIDER_SECRET: undefined,
  CARD_PROVIDER: 'paytrail',
  PAYTRAIL_MERCHANT_ID: '695874',
  PAYTRAIL_SECRET_KEY: 'oman-sopimuksen-salainen-avain',
  STRONG_IDENTIFICATION_TEST_BANK: undefined,
  STRONG_IDENTIFICATION_OIDC_ISSUER: 'https://tunnistus.example.fi',
  STRONG_IDENTIFICATION_OIDC_CLIENT_ID: 'tilaajaportaali',
  OIDC_SIGNING_KEY: privateJwk('portaali-sig-1'),
  OIDC_ENCRYPTION_KEY: privateJwk('portaali-enc-1'),
};

const CASES = [
  [
    'no configuration at all',
    {
      NODE_ENV: undefined,
      SITE_URL: undefined,
      CARD_TEST_PROVIDER: undefined,
      CARD_PROVIDER_SECRET: undefined,
      STRONG_IDENTIFICATION_TEST_BANK: undefined,
      CUSTOMER_SERVICE_EMAIL: undefined,
    },
  ],
  ['demo seeding', { SEED_DEMO_DATA: 'true' }],
  ['a pinned clock', { PORTAL_NOW: '2026-11-21T10:00:00+02:00' }],
  ['the test card provider without its flag', { CARD_TEST_PROVIDER: undefined }],
  [
    'the development card secret',
    { CARD_PROVIDER_SECRET: 'test-card-provider-development-secret' },
  ],
  ['the test bank without its flag', { STRONG_IDENTIFICATION_TEST_BANK: undefined }],
  ['no customer service address', { CUSTOMER_SERVICE_EMAIL: undefined }],
  ['the content editor in local mode', { KEYSTATIC: 'local' }],
  ['the content editor in GitHub mode without its login', { KEYSTATIC: 'github' }],
  ['no SITE_URL', { SITE_URL: undefined }],
  ['a plain-http SITE_URL', { SITE_URL: 'http://asiakas.example.fi' }],
  [
    'SUSPENSION_MIN_DAYS above the maximum',
    { SUSPENSION_MIN_DAYS: '30', SUSPENSION_MAX_DAYS: '10' },
  ],
  ['Paytrail without its merchant id', { ...PAYTRAIL, PAYTRAIL_MERCHANT_ID: undefined }],
  ['Paytrail without its secret key', { ...PAYTRAIL, PAYTRAIL_SECRET_KEY: undefined }],
  ["Paytrail's public test account", { ...PAYTRAIL, PAYTRAIL_MERCHANT_ID: '375917' }],
  ['a plain-http Paytrail address', { ...PAYTRAIL, PAYTRAIL_API_URL: 'http://127.0.0.1:9' }],
  ['the complete production configuration (must start)', {}],
  ['an FTN broker without the encryption key', { ...PAYTRAIL, OIDC_ENCRYPTION_KEY: undefined }],
  [
    'an FTN broker without the profile keys',
    { ...PAYTRAIL, OIDC_SIGNING_KEY: undefined, OIDC_ENCRYPTION_KEY: undefined },
  ],
  ['production with Paytrail and an FTN broker, no test flag (must start)', PAYTRAIL],
];

function start(env) {
  return new Promise((resolve) => {
    const merged = {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: '4471',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'probe-')),
      ...GOOD,
      ...env,
    };
    for (const [k, v] of Object.entries(merged)) if (v === undefined) delete merged[k];
    const child = spawn(process.execPath, ['src/server/edge/serve.ts'], { env: merged });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    const timer = setTimeout(() => child.kill('SIGTERM'), 20_000);
    child.stdout.on('data', () => {
      if (out.includes('ready at')) child.kill('SIGTERM');
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ started: out.includes('ready at'), code, out });
    });
  });
}

let failures = 0;
for (const [name, env] of CASES) {
  const r = await start(env);
  const mustStart = name.endsWith('(must start)');
  const ok = mustStart ? r.started : !r.started && r.code !== 0;
  if (!ok) failures += 1;
  // serve.ts logs the refusal as a JSON line with the problems, one per variable.
  const problems = r.out
    .split('\n')
    .flatMap((line) => {
      try {
        return JSON.parse(line).problems ?? [];
      } catch {
        return [];
      }
    })
    .map((p) => p.split(':')[0]);
  console.log(
    `${ok ? 'ok  ' : 'FAIL'} ${name}: ${r.started ? 'started' : `refused (exit ${r.code})`}${problems.length ? ` naming ${problems.join(', ')}` : ''}`,
  );
}
process.exit(failures ? 1 : 0);
