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
});

export type Env = z.infer<typeof envSchema>;

export function readEnv(source: Record<string, string | undefined> = process.env): Env {
  return envSchema.parse(source);
}

export const isProduction = (env: Env): boolean => env.NODE_ENV === 'production';
