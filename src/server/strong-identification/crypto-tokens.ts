import { createHash } from 'node:crypto';

// The provider side of the built-in test bank (test-bank.ts): its check of the PKCE verifier
// (its codes are secret tokens, auth/secret-token.ts). The portal's client side uses
// oauth4webapi's generators instead.

/** PKCE S256 (RFC 7636): BASE64URL(SHA256(verifier)), as the test bank's token endpoint checks it. */
export const codeChallengeOf = (verifier: string): string =>
  createHash('sha256').update(verifier).digest('base64url');
