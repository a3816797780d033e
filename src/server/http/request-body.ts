import type { Context } from 'hono';

export const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Whether a mutation carries a body. Node gives every incoming request a body stream, so the
 * headers decide: a DELETE that declares no length and no chunks has no body (browsers send it
 * so).
 */
export function hasRequestBody(c: Context): boolean {
  if (!MUTATING.has(c.req.method)) return false;
  const length = c.req.header('content-length');
  if (length !== undefined) return length.trim() !== '0';
  return (
    c.req.header('transfer-encoding') !== undefined ||
    (c.req.method !== 'DELETE' && c.req.raw.body !== null)
  );
}
