import { describe, expect, it } from 'vitest';
import { mailedLinkState } from '~/domain/auth/mailed-link';

const now = new Date('2026-11-23T12:00:00Z');
const later = new Date('2026-11-24T12:00:00Z');

describe('mailedLinkState', () => {
  it('is open until it expires, then expired', () => {
    expect(mailedLinkState({ expiresAt: later, usedAt: null, supersededAt: null }, now)).toBe(
      'open',
    );
    expect(mailedLinkState({ expiresAt: now, usedAt: null, supersededAt: null }, now)).toBe(
      'expired',
    );
  });

  it('counts a link replaced by a newer request as expired', () => {
    expect(mailedLinkState({ expiresAt: later, usedAt: null, supersededAt: now }, now)).toBe(
      'expired',
    );
  });

  it('reports a used link as used, also after it expired', () => {
    expect(mailedLinkState({ expiresAt: now, usedAt: now, supersededAt: null }, later)).toBe(
      'used',
    );
  });
});
