import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HttpError } from './http-error';
import { MUTATING } from './request-body';

/** Every JSON body of the API fits in this many bytes with room to spare. */
export const JSON_BODY_LIMIT_BYTES = 64 * 1024;

/**
 * The staff payment import carries a bank file of up to 5,000,000 characters as a JSON string
 * (src/server/api/payments-import/routes.ts); JSON escapes and multi-byte letters can make that
 * about twice as many bytes. Only with a bearer token, so an anonymous caller never gets past 64 KB.
 */
export const PAYMENT_IMPORT_LIMIT_BYTES = 12 * 1024 * 1024;

export const payloadTooLarge = (): HttpError =>
  new HttpError(
    413,
    'payload-too-large',
    'Pyyntö on liian suuri. Lyhennä tekstiä tai lähetä tiedot osissa.',
  );

const onError = (): never => {
  throw payloadTooLarge();
};
const jsonLimit = bodyLimit({ maxSize: JSON_BODY_LIMIT_BYTES, onError });
const importLimit = bodyLimit({ maxSize: PAYMENT_IMPORT_LIMIT_BYTES, onError });

/**
 * Refuses a body over its limit with 413 before it is read: by its declared Content-Length, or
 * while a chunked body streams in (hono/body-limit stops reading at the limit).
 */
export function bodyLimits(apiBase: string): MiddlewareHandler {
  const importPath = `${apiBase}/staff/payments/import`;
  return async (c, next) => {
    if (!MUTATING.has(c.req.method)) return next();
    const staffImport =
      c.req.path === importPath && /^Bearer\s/i.test(c.req.header('authorization') ?? '');
    return (staffImport ? importLimit : jsonLimit)(c, next);
  };
}
