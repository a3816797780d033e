import { describe, expect, it } from 'vitest';
import {
  normalizeUsername,
  sameUsername,
  usernameChangeState,
} from '~/domain/account-credentials/username-rules';

describe('usernames', () => {
  it('are compared without case and surrounding spaces', () => {
    expect(normalizeUsername(' Maija@Example.FI ')).toBe('maija@example.fi');
    expect(sameUsername('maija@example.fi', 'MAIJA@example.fi')).toBe(true);
    expect(sameUsername('maija@example.fi', 'maija2@example.fi')).toBe(false);
  });
});

describe('usernameChangeState', () => {
  const now = new Date('2026-11-21T10:00:00Z');
  const open = { expiresAt: new Date('2026-11-22T10:00:00Z'), usedAt: null, supersededAt: null };

  it('is open until it expires', () => {
    expect(usernameChangeState(open, now)).toBe('open');
    expect(usernameChangeState(open, new Date('2026-11-22T09:59:59Z'))).toBe('open');
    expect(usernameChangeState(open, new Date('2026-11-22T10:00:00Z'))).toBe('expired');
  });

  it('is handled once used or replaced by a newer request, even after its expiry', () => {
    expect(usernameChangeState({ ...open, usedAt: now }, now)).toBe('handled');
    expect(usernameChangeState({ ...open, supersededAt: now }, now)).toBe('handled');
    expect(usernameChangeState({ ...open, usedAt: now }, new Date('2026-12-01T00:00:00Z'))).toBe(
      'handled',
    );
  });
});
