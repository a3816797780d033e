import { createHash, timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-context';
import { HttpError } from '../http/http-error';

/**
 * A constant-time comparison of the digests, so the answer time tells nothing about the token,
 * not even its length.
 */
function tokenMatches(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** The export's access: a configured token as "Authorization: Bearer <token>". */
export function assertStaffToken(header: string | undefined, expected: string | undefined): void {
  // Without a configured token the export does not exist.
  if (!expected) throw new HttpError(404, 'not-found', { message: 'Rajapintaa ei löytynyt.' });
  const given = /^Bearer\s+(.+)$/i.exec(header ?? '')?.[1]?.trim() ?? '';
  if (!tokenMatches(given, expected)) {
    throw new HttpError(401, 'invalid-token');
  }
}

/**
 * A staff route's guard: the token before anything else, so nobody without it learns even how the
 * input is checked. `expected` is read per request from the configuration.
 */
export const staffOnly =
  (expected: () => string | undefined): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    assertStaffToken(c.req.header('authorization'), expected());
    await next();
  };
