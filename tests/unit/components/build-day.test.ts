import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildDay } from '~/components/content/build-day';

describe('buildDay', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.useRealTimers();
  });

  it('is the pinned clock’s day in Helsinki when PORTAL_NOW is set', () => {
    vi.stubEnv('PORTAL_NOW', '2026-11-21T23:30:00Z');
    expect(buildDay()).toBe('2026-11-22');
  });

  it('is today in Helsinki otherwise', () => {
    vi.stubEnv('PORTAL_NOW', '');
    vi.useFakeTimers({ now: new Date('2026-12-31T22:15:00Z') });
    expect(buildDay()).toBe('2027-01-01');
  });
});
