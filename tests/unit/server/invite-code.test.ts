import { describe, expect, it } from 'vitest';
import {
  activationCodeHash,
  activationLink,
  newActivationCode,
} from '~/server/reading-rights/invite-code';

describe('activation codes', () => {
  it('are 256 random bits in base64url: 43 characters of A-Z a-z 0-9 - _', () => {
    const codes = Array.from({ length: 200 }, newActivationCode);
    for (const c of codes) expect(c).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Set(codes).size).toBe(codes.length);
    expect(Buffer.from(codes[0]!, 'base64url')).toHaveLength(32);
  });
  it('are stored as a hash that does not contain them', () => {
    const code = newActivationCode();
    const hash = activationCodeHash(code);
    expect(hash).toMatch(/^sha256:[A-Za-z0-9_-]{43}$/);
    expect(hash).not.toContain(code);
    expect(activationCodeHash(code)).toBe(hash);
    expect(activationCodeHash(`${code}x`)).not.toBe(hash);
  });
  it('travel in a link on the configured site', () => {
    expect(activationLink('https://asiakas.example.fi/', 'abc')).toBe(
      'https://asiakas.example.fi/ak/abc',
    );
  });
});
