import { describe, expect, it } from 'vitest';
import { hashToken, newSecretToken } from '~/server/auth/secret-token';

// ASVS V2.3.1, V3.2.2: the secrets in links and cookies are long, random and kept hashed.
describe('newSecretToken', () => {
  it('makes 256 bits as 43 URL-safe characters, a new one every time', () => {
    const tokens = Array.from({ length: 1000 }, () => newSecretToken());
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    }
    expect(new Set(tokens).size).toBe(tokens.length);
  });
});

describe('hashToken', () => {
  it('stores the SHA-256 in hex, never the secret itself', () => {
    const token = newSecretToken();
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(token)).toBe(hashToken(token));
    expect(hashToken(token)).not.toContain(token);
    expect(hashToken('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });
});
