import { createHash, randomBytes } from 'node:crypto';

/**
 * Activation codes of reading-right invitations (decision 0032): 32 random bytes (256 bits)
 * from the operating system's generator, base64url so they travel in a path (/ak/{code}) as
 * they are. The database keeps only their SHA-256 (reading_rights.activation_code), so a leaked
 * copy of it holds no code that would activate anything. A hash without salt suffices: the
 * code is random and long, nothing to look up in a table of guesses.
 */
const ACTIVATION_CODE_BYTES = 32;

export function newActivationCode(): string {
  return randomBytes(ACTIVATION_CODE_BYTES).toString('base64url');
}

/** What the database stores of a code, and what a claim looks a code up by. */
export function activationCodeHash(code: string): string {
  return `sha256:${createHash('sha256').update(code, 'utf8').digest('base64url')}`;
}

/** The link the invitee opens, on SITE_URL (never the request's Host). */
export function activationLink(siteUrl: string, code: string): string {
  return `${siteUrl.replace(/\/$/, '')}/ak/${code}`;
}
