import { describe, expect, it } from 'vitest';
import {
  isIdentificationValid,
  outcomeOfProviderError,
} from '~/domain/strong-identification/outcome';
import {
  type KeyValueStorage,
  markResumeOutcome,
  readResumeState,
  RESUME_MAX_AGE_MS,
  RESUME_STORAGE_KEY,
  saveResumeState,
  takeResumeState,
} from '~/domain/strong-identification/resume-state';

function memory(): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

describe('resume state in session storage', () => {
  const action = { name: 'payment-method-change', input: { method: 'PAPER_INVOICE' } };

  it('keeps the action for 5 minutes and discards it after', () => {
    const s = memory();
    saveResumeState(s, { returnTo: '/laskut', action }, 1000);
    expect(readResumeState(s, 1000 + RESUME_MAX_AGE_MS)?.action).toEqual(action);
    expect(readResumeState(s, 1001 + RESUME_MAX_AGE_MS)).toBeNull();
    expect(s.data.has(RESUME_STORAGE_KEY)).toBe(false);
  });

  it('records the outcome and hands the state to its own action and page once', () => {
    const s = memory();
    saveResumeState(s, { returnTo: '/laskut?x=1', action }, 0);
    expect(markResumeOutcome(s, 'identified', 60_000)?.outcome).toBe('identified');
    expect(takeResumeState(s, 'other', '/laskut?x=1', 60_000)).toBeNull();
    expect(takeResumeState(s, action.name, '/laskut', 60_000)).toBeNull();
    expect(takeResumeState(s, action.name, '/laskut?x=1', 60_000)).toMatchObject({
      outcome: 'identified',
    });
    expect(takeResumeState(s, action.name, '/laskut?x=1', 60_000)).toBeNull();
  });

  it('ignores garbage', () => {
    const s = memory();
    s.setItem(RESUME_STORAGE_KEY, '{nope');
    expect(readResumeState(s, 0)).toBeNull();
    s.setItem(RESUME_STORAGE_KEY, JSON.stringify({ returnTo: 5, lastUpdated: 0 }));
    expect(readResumeState(s, 0)).toBeNull();
    expect(markResumeOutcome(s, 'failed', 0)).toBeNull();
  });
});

describe('outcomes', () => {
  it('access_denied is a cancellation, every other provider error a failure', () => {
    expect(outcomeOfProviderError('access_denied')).toBe('cancelled');
    expect(outcomeOfProviderError('server_error')).toBe('failed');
    expect(outcomeOfProviderError('temporarily_unavailable')).toBe('failed');
  });
  it('an identification counts for the configured minutes', () => {
    const at = new Date('2026-11-21T10:00:00Z');
    expect(isIdentificationValid(at, new Date('2026-11-21T10:09:59Z'), 10)).toBe(true);
    expect(isIdentificationValid(at, new Date('2026-11-21T10:10:00Z'), 10)).toBe(false);
    expect(isIdentificationValid(null, at, 10)).toBe(false);
  });
});
