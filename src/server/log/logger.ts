import { AsyncLocalStorage } from 'node:async_hooks';
import pino, { type DestinationStream, type Logger } from 'pino';
import { REDACTED, scrub, scrubText } from './redact.ts';

// Relative imports carry their .ts extension: src/server/edge/serve.ts loads this file with Node's type
// stripping, so that the Node server and the API log alike.

export type { Logger };

/** The request a log line belongs to; set by the request-id middleware for the request's work. */
export const requestContext = new AsyncLocalStorage<{ requestId: string }>();

/**
 * A structured logger (JSON lines). Every line carries the current request's id, and secrets and
 * personal data never go into a line (./redact.ts scrubs each one). Silent under Vitest.
 */
export function createLogger(destination?: DestinationStream, level?: string): Logger {
  return pino(
    {
      level: level ?? process.env.LOG_LEVEL ?? (process.env.VITEST ? 'silent' : 'info'),
      base: { service: 'portal' },
      mixin: () => {
        const requestId = requestContext.getStore()?.requestId;
        return requestId ? { requestId } : {};
      },
      formatters: { log: (object) => scrub(object) as Record<string, unknown> },
      // scrub() has already turned errors into plain objects (type, message, stack, cause).
      serializers: { err: (value: unknown) => value },
      hooks: {
        logMethod(args, method) {
          method.apply(
            this,
            args.map((arg) => (typeof arg === 'string' ? scrubText(arg) : arg)) as Parameters<
              typeof method
            >,
          );
        },
      },
      // Also the fast path pino knows, for the usual places.
      redact: { paths: ['req.headers.cookie', 'req.headers.authorization'], censor: REDACTED },
    },
    destination,
  );
}

/** The server's one logger (stdout). */
export const logger = createLogger();
