import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { staffTokenWeakness } from '~/domain/config/staff-token-strength';

describe('staffTokenWeakness', () => {
  it('accepts 32 random bytes as base64, base64url or hex', () => {
    for (let i = 0; i < 200; i++) {
      const bytes = randomBytes(32);
      expect(staffTokenWeakness(bytes.toString('base64'))).toBeNull();
      expect(staffTokenWeakness(bytes.toString('base64url'))).toBeNull();
      expect(staffTokenWeakness(bytes.toString('hex'))).toBeNull();
    }
  });

  it('refuses short tokens, even random ones', () => {
    expect(staffTokenWeakness('a'.repeat(24))).toMatch(/shorter than 43/);
    expect(staffTokenWeakness(randomBytes(24).toString('base64url'))).toMatch(/shorter/);
  });

  it('refuses long tokens that are not random', () => {
    expect(staffTokenWeakness('a'.repeat(64))).toMatch(/different characters/);
    expect(staffTokenWeakness('ab'.repeat(32))).toMatch(/different characters/);
    expect(staffTokenWeakness('0123456789abcdef'.repeat(4))).toMatch(/pattern/);
    expect(
      staffTokenWeakness('henkilokunnan-vientiavain-henkilokunnan-vientiavain'),
    ).not.toBeNull();
    expect(
      staffTokenWeakness(`${randomBytes(32).toString('hex').slice(0, 40)} ${'x'.repeat(10)}`),
    ).toMatch(/white space/);
  });
});
