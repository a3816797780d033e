import type { MiddlewareHandler } from 'hono';
import { HttpError } from './http-error';
import { isJsonContentType } from './json-content-type';
import { MUTATING, hasRequestBody } from './request-body';

/**
 * Cross-site request protection for the JSON API. Astro's own origin check covers only form
 * posts, so every mutation must come from our origin (SITE_URL's, never derived from the
 * request's Host) or a configured one, and carry JSON.
 */
export function mutationGuard(ownOrigin: string, trustedOrigins: string[]): MiddlewareHandler {
  return async (c, next) => {
    if (MUTATING.has(c.req.method)) {
      const origin = c.req.header('origin');
      if (!origin || (origin !== ownOrigin && !trustedOrigins.includes(origin))) {
        throw new HttpError(403, 'bad-origin');
      }
      if (hasRequestBody(c) && !isJsonContentType(c.req.header('content-type'))) {
        throw new HttpError(415, 'unsupported-media-type', {
          message: 'Pyynnön on oltava JSON-muotoinen (application/json, UTF-8).',
        });
      }
    }
    await next();
  };
}

/**
 * API answers may hold personal data: never cached by browsers or proxies, unless a route that
 * answers the same to everyone sets its own Cache-Control on a success.
 */
export const apiHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  if (!c.res.headers.has('Cache-Control') || c.res.status >= 400) {
    c.header('Cache-Control', 'no-store');
  }
  c.header('X-Content-Type-Options', 'nosniff');
  c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
  c.header('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'");
};
