import { createHash, randomBytes } from 'node:crypto';

// The one way the portal makes a secret that travels in a link or a cookie (sessions, the
// registration, password-reset, username-change and subscription-link confirmations, the test
// bank's codes) and the one way it stores it. ASVS V2.3.1/V3.2.2: 256 bits from the operating
// system's generator; only the SHA-256 is kept, so a copy of the database holds no usable secret.
// A hash without salt suffices: the secret is random and long, nothing to look up in a table.

const SECRET_TOKEN_BYTES = 32;

/** A new secret: 32 random bytes (256 bits), base64url (43 characters, safe in a URL). */
export const newSecretToken = (): string => randomBytes(SECRET_TOKEN_BYTES).toString('base64url');

/** What the database keeps of a secret, and what a presented one is looked up by. */
export const hashToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');
