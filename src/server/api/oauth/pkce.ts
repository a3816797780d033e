import { timingSafeEqual } from 'node:crypto';
import { codeChallengeOf } from '../../strong-identification/crypto-tokens';

/** RFC 7636 §4.6 with S256: BASE64URL(SHA256(verifier)) equals the stored challenge. */
export function pkceMatches(verifier: string, challenge: string): boolean {
  const computed = Buffer.from(codeChallengeOf(verifier));
  const expected = Buffer.from(challenge);
  return computed.length === expected.length && timingSafeEqual(computed, expected);
}
