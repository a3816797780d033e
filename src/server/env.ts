import { z } from 'zod';

/** Server configuration from the environment, parsed once. */
const envSchema = z.object({
  NODE_ENV: z.string().default('development'),
  /** PostgreSQL server; when unset the embedded PGlite in DATA_DIR is used. */
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default('./.data'),
  /** Pins "now" for demos and tests, e.g. 2026-11-21T10:00:00+02:00. */
  PORTAL_NOW: z.string().optional(),
  /** 'false' leaves an empty database unseeded (production). */
  SEED_DEMO_DATA: z.enum(['true', 'false']).default('true'),
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
  /** The site's public address (also read by the Astro build for canonical URLs). */
  SITE_URL: z.url().default('http://localhost:4321'),
  /** Signs the built-in test card provider's sessions and answers (docs/decisions/0017). */
  CARD_PROVIDER_SECRET: z.string().min(16).default('test-card-provider-development-secret'),

  // Input limits (issue 12; docs/decisions/0019-date-horizons.md).
  /** How many days ahead an address change or a delivery suspension may start at the latest. */
  CHANGE_MAX_DAYS_AHEAD: z.coerce.number().int().min(30).max(730).default(365),
  /** Longest temporary address change in calendar days, both ends included. */
  TEMPORARY_ADDRESS_CHANGE_MAX_DAYS: z.coerce.number().int().min(2).max(730).default(365),
});

export type Env = z.infer<typeof envSchema>;

export function readEnv(source: Record<string, string | undefined> = process.env): Env {
  return envSchema.parse(source);
}

export const isProduction = (env: Env): boolean => env.NODE_ENV === 'production';
