import { staffTokenWeakness } from '~/domain/config/staff-token-strength';
import { readPortalKeys } from './strong-identification/portal-keys';
import {
  DEVELOPMENT_CARD_SECRET,
  type Env,
  cardProviderName,
  isLoopbackUrl,
  type EnvSource,
  isProduction,
  safeReadEnv,
} from './env';

/** The configuration cannot run: every problem, one line each, naming the variable. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/** The bearer tokens of the staff routes (src/server/auth/staff-token.ts). */
const STAFF_TOKENS = [
  'CANCELLATION_EXPORT_TOKEN',
  'PAYMENT_IMPORT_TOKEN',
  'COMPANY_REQUEST_STAFF_TOKEN',
  'STAFF_INBOX_TOKEN',
] as const;

/**
 * What production refuses (issue 12, docs/decisions/0019-production-defaults.md): every
 * development default and convenience, unless its own flag asks for it on a test environment.
 */
function productionProblems(env: Env, source: EnvSource): string[] {
  if (!isProduction(env)) return [];
  const problems: string[] = [];
  if (!source.SITE_URL) {
    problems.push('SITE_URL: required in production (the public https address of the portal)');
  } else if (new URL(env.SITE_URL).protocol !== 'https:' && !isLoopbackUrl(env.SITE_URL)) {
    problems.push('SITE_URL: must be an https address in production');
  }
  if (env.SEED_DEMO_DATA === 'true') {
    problems.push('SEED_DEMO_DATA: demo customers are never seeded in production');
  }
  if (env.PORTAL_NOW) {
    problems.push('PORTAL_NOW: the clock is pinned only in development and tests');
  }
  problems.push(...productionCardProblems(env, source));
  if (!source.CUSTOMER_SERVICE_EMAIL) {
    problems.push(
      "CUSTOMER_SERVICE_EMAIL: required in production (customer service's inbox for the feedback forms); the default is a development address",
    );
  }
  if (!env.STRONG_IDENTIFICATION_OIDC_ISSUER && env.STRONG_IDENTIFICATION_TEST_BANK !== 'true') {
    problems.push(
      'STRONG_IDENTIFICATION_OIDC_ISSUER: no identification broker is configured; the built-in ' +
        'test bank runs in production only with STRONG_IDENTIFICATION_TEST_BANK=true',
    );
  }
  for (const name of STAFF_TOKENS) {
    const token = env[name];
    const weakness = token === undefined ? null : staffTokenWeakness(token);
    if (weakness) {
      problems.push(
        `${name}: ${weakness}; make one with \`openssl rand -base64 32\` (docs/operations.md)`,
      );
    }
  }
  if (env.KEYSTATIC === 'local') {
    problems.push(
      'KEYSTATIC: local mode writes content files without a login and is for `astro dev` only; ' +
        'an editing site uses KEYSTATIC=github (decision 0044)',
    );
  }
  if (env.KEYSTATIC === 'github') {
    for (const name of [
      'KEYSTATIC_GITHUB_CLIENT_ID',
      'KEYSTATIC_GITHUB_CLIENT_SECRET',
      'KEYSTATIC_SECRET',
    ] as const) {
      if (!env[name]) {
        problems.push(`${name}: required with KEYSTATIC=github (the editor's GitHub login)`);
      }
    }
  }
  return problems;
}

/** Paytrail's public test account (its documentation's examples): never a production merchant. */
const PAYTRAIL_TEST_MERCHANT = '375917';

/** Production takes real cards through Paytrail, or the test provider on a test environment. */
function productionCardProblems(env: Env, source: EnvSource): string[] {
  if (cardProviderName(env) === 'paytrail') {
    const problems: string[] = [];
    if (env.PAYTRAIL_MERCHANT_ID === PAYTRAIL_TEST_MERCHANT) {
      problems.push(
        "PAYTRAIL_MERCHANT_ID: 375917 is Paytrail's public test account; use the merchant id of your contract",
      );
    }
    if (new URL(env.PAYTRAIL_API_URL).protocol !== 'https:') {
      problems.push('PAYTRAIL_API_URL: must be an https address in production');
    }
    return problems;
  }
  if (env.CARD_TEST_PROVIDER !== 'true') {
    return [
      'CARD_PROVIDER: no card provider is configured; set CARD_PROVIDER=paytrail with ' +
        'PAYTRAIL_MERCHANT_ID and PAYTRAIL_SECRET_KEY (docs/operations.md). The built-in test ' +
        'provider runs in production only with CARD_TEST_PROVIDER=true and an own ' +
        'CARD_PROVIDER_SECRET (test environments)',
    ];
  }
  if (env.CARD_PROVIDER_SECRET === DEVELOPMENT_CARD_SECRET || !source.CARD_PROVIDER_SECRET) {
    return ['CARD_PROVIDER_SECRET: set an own secret; the development secret is public'];
  }
  return [];
}

/**
 * The FTN profile's keys (decision 0048): both or neither, each readable; production with a
 * broker needs them, because every FTN broker enforces the profile.
 */
function ftnProblems(env: Env): string[] {
  const names = ['OIDC_SIGNING_KEY', 'OIDC_ENCRYPTION_KEY'] as const;
  const missing = names.filter((name) => !env[name]);
  if (missing.length === 0) {
    try {
      readPortalKeys(env.OIDC_SIGNING_KEY ?? '', env.OIDC_ENCRYPTION_KEY ?? '');
      return [];
    } catch (err) {
      return [err instanceof Error ? err.message : String(err)];
    }
  }
  const needed =
    missing.length === 1 ||
    (isProduction(env) && env.STRONG_IDENTIFICATION_OIDC_ISSUER !== undefined);
  return needed
    ? missing.map(
        (name) =>
          `${name}: required for the FTN OpenID Connect profile with a broker (docs/operations.md)`,
      )
    : [];
}

/** CARD_PROVIDER=paytrail needs its account, in every environment. */
function paytrailProblems(env: Env): string[] {
  if (cardProviderName(env) !== 'paytrail') return [];
  return (['PAYTRAIL_MERCHANT_ID', 'PAYTRAIL_SECRET_KEY'] as const)
    .filter((name) => !env[name])
    .map((name) => `${name}: required with CARD_PROVIDER=paytrail`);
}

/**
 * The environment as the server runs on it, checked at boot: a bad value or a development
 * default in production throws a ConfigError listing every problem, so the process can print
 * them by name and exit non-zero before it serves anything.
 */
export function loadConfig(source: EnvSource = process.env): Env {
  const parsed = safeReadEnv(source);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map(
        (issue) => `${issue.path.join('.') || '(environment)'}: ${issue.message}`,
      ),
    );
  }
  const problems = [
    ...productionProblems(parsed.data, source),
    ...paytrailProblems(parsed.data),
    ...ftnProblems(parsed.data),
  ];
  if (parsed.data.DATABASE_DIRECT_URL && !parsed.data.DATABASE_URL) {
    problems.push(
      'DATABASE_DIRECT_URL: only with DATABASE_URL (the pooler it goes around, decision 0052)',
    );
  }
  if (parsed.data.SMTP_URL && !parsed.data.MAIL_FROM) {
    problems.push('MAIL_FROM: required with SMTP_URL (the From of outgoing e-mail)');
  }
  if (
    parsed.data.STRONG_IDENTIFICATION_OIDC_ISSUER &&
    !parsed.data.STRONG_IDENTIFICATION_OIDC_CLIENT_ID
  ) {
    problems.push(
      'STRONG_IDENTIFICATION_OIDC_CLIENT_ID: required with STRONG_IDENTIFICATION_OIDC_ISSUER',
    );
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return parsed.data;
}
