import { z } from 'zod';
import type { SuspensionLimits } from '~/domain/suspensions/rules';
import {
  DEFAULT_PURGE_GRACE_DAYS,
  MAX_PURGE_GRACE_DAYS,
} from '~/domain/account-deletion/purge-schedule';
import { cronTimeProblem } from './jobs/cron-time';
import { type OAuthClient, oauthClientsSchema } from '~/domain/oauth/clients';

/** The built-in test card provider's development secret: never accepted in production. */
export const DEVELOPMENT_CARD_SECRET = 'test-card-provider-development-secret';

/**
 * Server configuration from the environment, parsed once at boot (src/server/config-check.ts).
 * The safe side is the default (docs/decisions/0019-production-defaults.md): without
 * NODE_ENV=development (or test) the server runs as production, with no demo data, no mailbox and
 * no built-in test providers unless their own flags ask for them.
 */
const envSchema = z.object({
  /** 'development' and 'test' turn on the development conveniences; anything else is production. */
  NODE_ENV: z.enum(['development', 'test', 'production']).default('production'),
  /** PostgreSQL server; when unset the embedded PGlite in DATA_DIR is used. */
  DATABASE_URL: z.string().optional(),
  /**
   * The PostgreSQL server itself, when DATABASE_URL names a connection pooler in transaction mode
   * (PgBouncer, decision 0052): listening for ended sessions and the jobs' locks use it.
   */
  DATABASE_DIRECT_URL: z.string().optional(),
  DATA_DIR: z.string().default('./.data'),
  /** Pins "now" for demos and tests, e.g. 2026-11-21T10:00:00+02:00. */
  PORTAL_NOW: z.string().optional(),
  /** Seed the demo customers into an empty database; default: only in development. */
  SEED_DEMO_DATA: z.enum(['true', 'false']).optional(),
  /** Allowed Origin values for mutations besides the request's own origin, comma-separated. */
  TRUSTED_ORIGINS: z.string().default(''),
  /** Real-user-monitoring sample rate in percent (spec §9 default 10). */
  MONITORING_SAMPLE_RATE: z.coerce.number().min(0).max(100).optional(),
  /** Shortest delivery suspension in calendar days (docs/decisions/0011-suspension-rules.md). */
  SUSPENSION_MIN_DAYS: z.coerce.number().int().min(2).max(366).default(3),
  /** Longest delivery suspension in calendar days (docs/decisions/0011-suspension-rules.md). */
  SUSPENSION_MAX_DAYS: z.coerce.number().int().min(2).max(366).default(180),
  /** Bearer token of the staff CSV export of cancellations; unset disables the export. */
  CANCELLATION_EXPORT_TOKEN: z.string().min(24).optional(),
  /** Bearer token of the staff import of bank payments; unset disables the import. */
  PAYMENT_IMPORT_TOKEN: z.string().min(24).optional(),
  /** Bearer token of customer service's processing-request routes (decision 0037); unset: off. */
  COMPANY_REQUEST_STAFF_TOKEN: z.string().min(24).optional(),
  /** Bearer token of customer service's inbox (issue 17 item 6, npm run staff:inbox); unset: off. */
  STAFF_INBOX_TOKEN: z.string().min(24).optional(),
  /** Feature flag: paper invoice fee per invoice in cents, consumers / businesses (decision 0015). */
  PAPER_INVOICE_FEE_CONSUMER_CENTS: z.coerce.number().int().min(0).max(10_000).default(395),
  PAPER_INVOICE_FEE_BUSINESS_CENTS: z.coerce.number().int().min(0).max(10_000).default(595),
  /** How long a strong identification is valid on the session, in minutes (decision 0015). */
  STRONG_IDENTIFICATION_VALID_MINUTES: z.coerce.number().int().min(1).max(60).default(10),
  /** OpenID Connect provider for strong identification; unset uses the built-in test bank. */
  STRONG_IDENTIFICATION_OIDC_ISSUER: z.url().optional(),
  STRONG_IDENTIFICATION_OIDC_CLIENT_ID: z.string().optional(),
  STRONG_IDENTIFICATION_OIDC_CLIENT_SECRET: z.string().optional(),
  /** The registered redirect URI; default SITE_URL + /tunnistautuminen/paluu. */
  STRONG_IDENTIFICATION_OIDC_REDIRECT_URI: z.url().optional(),
  /** 'true' allows the built-in test bank in production (never do this with real customers). */
  STRONG_IDENTIFICATION_TEST_BANK: z.enum(['true', 'false']).optional(),
  /**
   * Minutes between runs of the billing jobs in the server process (period changes, card
   * deadlines; decision 0018); 0 leaves them to the CLI (src/server/billing/billing-jobs-cli.ts).
   */
  BILLING_JOBS_INTERVAL_MINUTES: z.coerce.number().int().min(0).max(1440).default(60),
  /**
   * The site's public address: the one source of every absolute URL (e-mailed links, redirects,
   * OIDC, card provider return) and of the mutation guard's own origin; never the request's Host.
   */
  SITE_URL: z.url().default('http://localhost:4321'),
  /** Signs the built-in test card provider's sessions and answers (docs/decisions/0017). */
  CARD_PROVIDER_SECRET: z.string().min(16).default(DEVELOPMENT_CARD_SECRET),
  /** 'true' allows the built-in test card provider in production (a test environment only). */
  CARD_TEST_PROVIDER: z.enum(['true', 'false']).optional(),
  /** The card provider (decision 0047): `test`, the built-in test page (the default), or `paytrail`. */
  CARD_PROVIDER: z.enum(['test', 'paytrail']).optional(),
  /** Paytrail's merchant id (the `checkout-account`), needed with CARD_PROVIDER=paytrail. */
  PAYTRAIL_MERCHANT_ID: z
    .string()
    .trim()
    .regex(/^\d{1,12}$/, 'the numeric merchant id Paytrail gave')
    .optional(),
  /** Paytrail's secret key of that merchant id (signs every request and answer). */
  PAYTRAIL_SECRET_KEY: z.string().min(8).optional(),
  /** Paytrail's API address; a local stand-in in the tests. */
  PAYTRAIL_API_URL: z.url().default('https://services.paytrail.com'),

  // Scheduled jobs and e-mail delivery (docs/decisions/0018, 0020-email-delivery).
  /**
   * Cron time (Europe/Helsinki) of the billing jobs in the server, e.g. `0 * * * *` (hourly);
   * `off` leaves them to the CLI. Unset: from BILLING_JOBS_INTERVAL_MINUTES (default hourly).
   */
  BILLING_JOBS_CRON: z
    .string()
    .trim()
    .optional()
    .superRefine((value, ctx) => {
      const problem = value === undefined || value === 'off' ? null : cronTimeProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: `not a cron time: ${problem}` });
    }),
  /** SMTP server for outgoing e-mail, `smtp://user:pass@host:587` or `smtps://…:465`; unset: outbox only. */
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  /** The From of outgoing e-mail, e.g. `Lehtitalo <asiakaspalvelu@example.fi>`; needed with SMTP_URL. */
  MAIL_FROM: z.string().trim().min(3).optional(),

  // Client address for rate limits (docs/decisions/0001-sessions-and-passwords.md).
  /** Header the reverse proxy writes the client address into, e.g. x-forwarded-for; unset = socket peer. */
  CLIENT_ADDRESS_HEADER: z.string().trim().toLowerCase().min(1).optional(),
  /** How many proxies of our own append to CLIENT_ADDRESS_HEADER (the client is that many from the right). */
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(1).max(10).default(1),
  /** 'true' adds GET /api/v1/bench/floor, the floor route of `npm run bench:api`; unset: off. */
  BENCH_FLOOR_ROUTE: z.enum(['true', 'false']).optional(),

  // Strong identification client authentication (issue 12, decision 0015).
  /**
   * The portal's private key for `private_key_jwt` client authentication at the OIDC broker, as a
   * PKCS#8 PEM or a private JWK (JSON); RSA (RS256) or EC P-256 (ES256). When set, it replaces
   * the client secret (client_secret_basic).
   */
  STRONG_IDENTIFICATION_OIDC_PRIVATE_KEY: z.string().min(1).optional(),
  /** The key id (`kid`) the broker knows that private key by; default the JWK's own `kid`. */
  STRONG_IDENTIFICATION_OIDC_PRIVATE_KEY_ID: z.string().min(1).max(200).optional(),
  /**
   * The FTN OpenID Connect profile (decision 0048): the portal's private signing key (request
   * objects, client assertions) as a JWK with `kid`, or a JSON array of two during a rotation
   * (the first signs). With OIDC_ENCRYPTION_KEY it turns the profile on.
   */
  OIDC_SIGNING_KEY: z.string().min(1).optional(),
  /** The private key the broker encrypts ID tokens to (JWK with `kid`, or an array of two). */
  OIDC_ENCRYPTION_KEY: z.string().min(1).optional(),
  /** The client assertion's `aud` the broker documents: its issuer, or its token endpoint. */
  STRONG_IDENTIFICATION_OIDC_ASSERTION_AUDIENCE: z
    .enum(['issuer', 'token_endpoint'])
    .default('issuer'),

  // Operations (src/server/edge/serve.ts and src/server/log read these from process.env before this
  // schema is parsed; they are here to be validated and documented in one place).
  /** Seconds a stopping server (SIGTERM/SIGINT) waits for in-flight requests before it exits 1. */
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().min(1).max(300).default(10),
  /** Log level of the JSON logs on stdout: fatal, error, warn, info, debug, trace or silent. */
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  /** The build src/server/edge/serve.ts serves (client/, server/, api/); default ./dist beside scripts/. */
  DIST_DIR: z.string().optional(),

  // Input limits (issue 12; docs/decisions/0021-date-horizons.md).
  /** How many days ahead an address change or a delivery suspension may start at the latest. */
  CHANGE_MAX_DAYS_AHEAD: z.coerce.number().int().min(30).max(730).default(365),
  /** Longest temporary address change in calendar days, both ends included. */
  TEMPORARY_ADDRESS_CHANGE_MAX_DAYS: z.coerce.number().int().min(2).max(730).default(365),

  // Customer info (issue 14; docs/decisions/0025-customer-info.md).
  /** Earliest year of birth a customer may give. */
  YEAR_OF_BIRTH_MIN: z.coerce.number().int().min(1800).max(2000).default(1900),
  /** Youngest age a customer may give: the latest year of birth is the current year minus this. */
  YEAR_OF_BIRTH_MIN_AGE: z.coerce.number().int().min(0).max(30).default(13),
  // Account credentials (issue 14; docs/decisions/0026-username-and-password-changes.md).
  /** Hours the e-mailed link of a username change can be confirmed (1-168; default 24). */
  USERNAME_CHANGE_VALID_HOURS: z.coerce.number().int().min(1).max(168).default(24),
  // Account deletion (docs/decisions/0027-account-deletion.md).
  /** Days between a confirmed deletion and the purge of the data; at most 21 (one month, §4). */
  ACCOUNT_DELETION_GRACE_DAYS: z.coerce
    .number()
    .int()
    .min(0)
    .max(MAX_PURGE_GRACE_DAYS)
    .default(DEFAULT_PURGE_GRACE_DAYS),
  /** Cron time (Europe/Helsinki) of the deletion purge, default daily 03:30; `off` stops it. */
  ACCOUNT_DELETION_PURGE_CRON: z
    .string()
    .trim()
    .default('30 3 * * *')
    .superRefine((value, ctx) => {
      const problem = value === 'off' ? null : cronTimeProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: `not a cron time: ${problem}` });
    }),
  /** Feature flag accountDeletionQuestionnaire: the optional questionnaire of /tili/poista. */
  ACCOUNT_DELETION_QUESTIONNAIRE: z.enum(['true', 'false']).default('false'),
  // Feedback forms (issue 16; docs/decisions/0036-feedback-messages.md).
  /** Customer service's inbox: every feedback message is e-mailed there. */
  CUSTOMER_SERVICE_EMAIL: z.email().default('asiakaspalvelu@example.fi'),
  // Assistant authorisation (issue 17; docs/decisions/0043-assistant-authorisation.md).
  /**
   * The registered assistant clients of /bot_auth as a JSON array:
   * [{"client_id", "name" (Finnish), "redirect_uris" (exact), "scopes"}]. Unset: none (in
   * development the demo client of oauthClients() still exists).
   */
  OAUTH_CLIENTS: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value.trim() === '') return [];
      try {
        const parsed = oauthClientsSchema.safeParse(JSON.parse(value));
        if (parsed.success) return parsed.data;
        ctx.addIssue({ code: 'custom', message: parsed.error.issues[0]?.message ?? 'invalid' });
      } catch {
        ctx.addIssue({ code: 'custom', message: 'not JSON' });
      }
      return z.NEVER;
    }),
  // Content editor (issue 18; docs/decisions/0044-keystatic-for-content-editors.md).
  /**
   * The content editor (Keystatic, /keystatic) of this build: `github` on an editing site built
   * with it; `local` writes files without a login and exists only in `astro dev`.
   */
  KEYSTATIC: z.enum(['local', 'github', 'off']).optional(),
  /** Keystatic's GitHub App (KEYSTATIC=github): its client id and secret. */
  KEYSTATIC_GITHUB_CLIENT_ID: z.string().min(1).optional(),
  KEYSTATIC_GITHUB_CLIENT_SECRET: z.string().min(1).optional(),
  /** Keystatic's secret for its login cookies (KEYSTATIC=github), 32 characters or more. */
  KEYSTATIC_SECRET: z.string().min(32).optional(),
});

export type Env = z.infer<typeof envSchema>;

const suspensionDays = envSchema.pick({ SUSPENSION_MIN_DAYS: true, SUSPENSION_MAX_DAYS: true });

const checkedSchema = envSchema.refine(
  (env) => env.SUSPENSION_MIN_DAYS <= env.SUSPENSION_MAX_DAYS,
  {
    path: ['SUSPENSION_MIN_DAYS'],
    message: 'must not exceed SUSPENSION_MAX_DAYS',
    // Checked even when other variables are bad, so that boot names every problem at once.
    when: (payload) => suspensionDays.safeParse(payload.value).success,
  },
);

export type EnvSource = Record<string, string | undefined>;

/** Parses the environment; throws a ZodError naming every bad variable. */
export function readEnv(source: EnvSource = process.env): Env {
  return checkedSchema.parse(source);
}

export const safeReadEnv = (source: EnvSource) => checkedSchema.safeParse(source);

export const isProduction = (env: Env): boolean => env.NODE_ENV === 'production';

/** Demo data, the mailbox and the built-in test providers exist only when this is true. */
export const developmentFeatures = (env: Env): boolean => !isProduction(env);

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Is this address on this machine (plain http is allowed there outside production)? */
export const isLoopbackUrl = (url: string): boolean => LOOPBACK.has(new URL(url).hostname);

/** The portal's own origin, e.g. https://asiakas.example.fi, from SITE_URL only. */
export const siteOrigin = (env: Env): string => new URL(env.SITE_URL).origin;

export const seedsDemoData = (env: Env): boolean =>
  (env.SEED_DEMO_DATA ?? (developmentFeatures(env) ? 'true' : 'false')) === 'true';

/** The configured card provider: the built-in test provider (the default) or Paytrail. */
export const cardProviderName = (env: Env): 'test' | 'paytrail' => env.CARD_PROVIDER ?? 'test';

/**
 * The built-in test card provider may serve: it is the configured provider, in development or
 * with its explicit production flag.
 */
export const testCardProviderAllowed = (env: Env): boolean =>
  cardProviderName(env) === 'test' &&
  (developmentFeatures(env) || env.CARD_TEST_PROVIDER === 'true');

/** The demo assistant client of development (decision 0043); its redirect URI is on SITE_URL. */
const DEMO_OAUTH_CLIENT_ID = 'demo-avustaja';

/** The registered assistant clients: OAUTH_CLIENTS, and in development the demo client too. */
export function oauthClients(env: Env): OAuthClient[] {
  const configured = env.OAUTH_CLIENTS;
  if (!developmentFeatures(env) || configured.some((c) => c.client_id === DEMO_OAUTH_CLIENT_ID)) {
    return configured;
  }
  const demo: OAuthClient = {
    client_id: DEMO_OAUTH_CLIENT_ID,
    name: 'Esimerkkiavustaja',
    redirect_uris: [`${siteOrigin(env)}/kehitys/avustaja-paluu`],
    scopes: ['subscriptions:read', 'invoices:read'],
  };
  return [...configured, demo];
}

/** The configured suspension limits; readEnv has refused a minimum above the maximum at boot. */
export const suspensionLimits = (env: Env): SuspensionLimits => ({
  minDays: env.SUSPENSION_MIN_DAYS,
  maxDays: env.SUSPENSION_MAX_DAYS,
});

/** The configured year-of-birth settings (decision 0025); the range follows from the year. */
export const yearOfBirthSettings = (env: Env): { min: number; minAge: number } => ({
  min: env.YEAR_OF_BIRTH_MIN,
  minAge: env.YEAR_OF_BIRTH_MIN_AGE,
});
