import { createHmac, timingSafeEqual } from 'node:crypto';

// The test provider keeps no state of its own: its sessions and answers travel as HMAC-signed
// tokens, as some real providers sign their return parameters (Paytrail's checkout signature).

const encode = (text: string) => Buffer.from(text, 'utf8').toString('base64url');
const mac = (body: string, secret: string) =>
  createHmac('sha256', secret).update(body).digest('base64url');

/** `body.signature`, valid until `expiresAt` (epoch ms). */
export function signToken(payload: object, secret: string, expiresAt: number): string {
  const body = encode(JSON.stringify({ ...payload, exp: expiresAt }));
  return `${body}.${mac(body, secret)}`;
}

/** The payload of a token signed with `secret` that has not expired at `now`, else null. */
export function verifyToken<T>(token: string, secret: string, now: number): T | null {
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return null;
  const expected = Buffer.from(mac(body, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as {
      exp?: unknown;
    };
    if (typeof payload.exp !== 'number' || payload.exp < now) return null;
    return payload as T;
  } catch {
    return null;
  }
}
