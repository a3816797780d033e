import type { Context, MiddlewareHandler } from 'hono';
import { HttpError } from './http-error';
import { hasRequestBody } from './request-body';

/** Every JSON body of the API fits in this many bytes with room to spare. */
export const JSON_BODY_LIMIT_BYTES = 64 * 1024;

/**
 * The staff payment import carries a bank file of up to 5,000,000 characters as a JSON string
 * (src/server/api/payments-import/routes.ts); JSON escapes and multi-byte letters can make that
 * about twice as many bytes. Only with a bearer token, so an anonymous caller never gets past 64 KB.
 */
const PAYMENT_IMPORT_LIMIT_BYTES = 12 * 1024 * 1024;

export const payloadTooLarge = (): HttpError => new HttpError(413, 'payload-too-large');

/**
 * Reads a body without a declared length up to `max` bytes, and stops (413) as soon as it is
 * longer. The bytes read are left in Hono's body cache, so the JSON reader and the route's
 * validator read them from there. (hono/body-limit rebuilds the Request for this, which fails
 * on @hono/node-server's own Request class: every bodiless DELETE answered 500.)
 */
async function readLimited(c: Context, max: number): Promise<void> {
  const stream = c.req.raw.body;
  if (!stream) return;
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel().catch(() => undefined);
      throw payloadTooLarge();
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  // Hono reads a cached body through this promise (its type says ArrayBuffer).
  (c.req.bodyCache as Record<string, unknown>).arrayBuffer = Promise.resolve(body.buffer);
}

/**
 * Refuses a body over its limit with 413 before it is read: by its declared Content-Length, or
 * while a chunked body streams in. A mutation without a body (a DELETE) passes untouched.
 */
export function bodyLimits(apiBase: string): MiddlewareHandler {
  const importPath = `${apiBase}/staff/payments/import`;
  return async (c, next) => {
    if (!hasRequestBody(c)) return next();
    const staffImport =
      c.req.path === importPath && /^Bearer\s/i.test(c.req.header('authorization') ?? '');
    const max = staffImport ? PAYMENT_IMPORT_LIMIT_BYTES : JSON_BODY_LIMIT_BYTES;
    const length = c.req.header('content-length');
    if (length !== undefined && c.req.header('transfer-encoding') === undefined) {
      if (Number(length) > max) throw payloadTooLarge();
    } else {
      await readLimited(c, max);
    }
    return next();
  };
}
