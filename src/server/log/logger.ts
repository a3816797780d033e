import pino from 'pino';

/**
 * The server's one structured logger (JSON lines on stdout). Secrets and personal data never go
 * into a log line: the paths below are censored wherever a caller passes them by mistake.
 */
export const logger = pino({
  level: process.env.LOG_LEVEL ?? (process.env.VITEST ? 'silent' : 'info'),
  base: { service: 'portal' },
  redact: {
    paths: [
      'password',
      '*.password',
      'token',
      '*.token',
      'cookie',
      '*.cookie',
      'headers.cookie',
      'headers.authorization',
      'personalIdentityCode',
      '*.personalIdentityCode',
    ],
    censor: '[poistettu]',
  },
});
