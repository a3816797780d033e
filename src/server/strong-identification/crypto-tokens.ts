import { createHash, randomBytes } from 'node:crypto';

/** A random URL-safe token (state, nonce, PKCE verifier, authorization code): 256 bits. */
export const randomToken = (): string => randomBytes(32).toString('base64url');

/** PKCE S256 (RFC 7636): BASE64URL(SHA256(verifier)). */
export const codeChallengeOf = (verifier: string): string =>
  createHash('sha256').update(verifier).digest('base64url');

export const sha256Hex = (value: string): string =>
  createHash('sha256').update(value).digest('hex');
