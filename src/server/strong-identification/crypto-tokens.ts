import { createHash, randomBytes } from 'node:crypto';

// The provider side of the built-in test bank (test-bank.ts): its authorization codes and its
// check of the PKCE verifier. The portal's client side uses oauth4webapi's generators instead.

/** A random URL-safe token (the test bank's authorization codes): 256 bits. */
export const randomToken = (): string => randomBytes(32).toString('base64url');

/** PKCE S256 (RFC 7636): BASE64URL(SHA256(verifier)), as the test bank's token endpoint checks it. */
export const codeChallengeOf = (verifier: string): string =>
  createHash('sha256').update(verifier).digest('base64url');

export const sha256Hex = (value: string): string =>
  createHash('sha256').update(value).digest('hex');
