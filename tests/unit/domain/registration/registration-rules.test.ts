import { describe, expect, it } from 'vitest';
import { registrationLinkState } from '~/domain/registration/registration-rules';

const now = new Date('2026-11-23T12:00:00Z');
const later = new Date('2026-11-24T12:00:00Z');

describe('registrationLinkState', () => {
  it('is open until it expires, then expired', () => {
    expect(registrationLinkState({ expiresAt: later, usedAt: null, supersededAt: null }, now)).toBe(
      'open',
    );
    expect(registrationLinkState({ expiresAt: now, usedAt: null, supersededAt: null }, now)).toBe(
      'expired',
    );
  });

  it('counts a link replaced by a newer registration as expired', () => {
    expect(registrationLinkState({ expiresAt: later, usedAt: null, supersededAt: now }, now)).toBe(
      'expired',
    );
  });

  it('reports a used link as confirmed, also after it expired', () => {
    expect(registrationLinkState({ expiresAt: now, usedAt: now, supersededAt: null }, later)).toBe(
      'confirmed',
    );
  });
});
