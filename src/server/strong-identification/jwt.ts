import {
  createPublicKey,
  generateKeyPairSync,
  type JsonWebKey,
  type KeyObject,
  sign,
  verify,
} from 'node:crypto';

// RS256 JSON Web Tokens with node:crypto only: enough for OpenID Connect ID tokens (RFC 7519,
// RFC 7515 compact form). The built-in test bank signs; the OIDC client verifies.

export interface Jwk extends JsonWebKey {
  kid?: string;
  alg?: string;
  use?: string;
}

export interface SigningKey {
  kid: string;
  privateKey: KeyObject;
  publicJwk: Jwk;
}

const encode = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString('base64url');

export function generateSigningKey(kid: string): SigningKey {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = publicKey.export({ format: 'jwk' });
  return { kid, privateKey, publicJwk: { ...jwk, kid, alg: 'RS256', use: 'sig' } };
}

export function signJwt(claims: Record<string, unknown>, key: SigningKey): string {
  const input = `${encode({ alg: 'RS256', typ: 'JWT', kid: key.kid })}.${encode(claims)}`;
  const signature = sign('sha256', Buffer.from(input), key.privateKey).toString('base64url');
  return `${input}.${signature}`;
}

export class InvalidTokenError extends Error {
  override name = 'InvalidTokenError';
}

/** The claims of an RS256 token whose signature one of `keys` verifies; else InvalidTokenError. */
export function verifyJwt(token: string, keys: readonly Jwk[]): Record<string, unknown> {
  const parts = token.split('.');
  if (parts.length !== 3) throw new InvalidTokenError('Not a compact JWS');
  const [head = '', body = '', signature = ''] = parts;
  const header = parseJson(head);
  if (header['alg'] !== 'RS256')
    throw new InvalidTokenError(`Unsupported alg ${String(header['alg'])}`);
  const candidates = keys.filter(
    (k) => k.kty === 'RSA' && (header['kid'] === undefined || k.kid === header['kid']),
  );
  const ok = candidates.some((jwk) =>
    verify(
      'sha256',
      Buffer.from(`${head}.${body}`),
      createPublicKey({ key: jwk, format: 'jwk' }),
      Buffer.from(signature, 'base64url'),
    ),
  );
  if (!ok) throw new InvalidTokenError('Signature does not verify');
  return parseJson(body);
}

function parseJson(part: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    if (typeof value === 'object' && value !== null) return value as Record<string, unknown>;
  } catch {
    // fall through
  }
  throw new InvalidTokenError('Malformed token part');
}
