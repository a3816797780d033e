import type { MiddlewareHandler } from 'hono';
import { type Logger, logger, requestContext } from '../log/logger';
import { requestIdFrom } from '../log/request-id';

/**
 * The first middleware: a request id for every log line of the request (through
 * requestContext), the same id in the answer's X-Request-Id (error envelopes too), and one
 * access log line per request. The path is logged without the query string: its values may be
 * one-time tokens or personal data.
 */
export function requestLog(log: Logger = logger): MiddlewareHandler {
  return async (c, next) => {
    const requestId = requestIdFrom(c.req.header('x-request-id'));
    const started = performance.now();
    await requestContext.run({ requestId }, async () => {
      await next();
      c.header('X-Request-Id', requestId);
      log.info(
        {
          method: c.req.method,
          path: c.req.path,
          status: c.res.status,
          ms: Math.round((performance.now() - started) * 10) / 10,
        },
        'request',
      );
    });
  };
}
