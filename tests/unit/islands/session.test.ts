import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  $session,
  ensureFreshSession,
  loadSession,
  markLoggedOut,
  SESSION_REFRESH_THRESHOLD_SECONDS,
} from '~/islands/shared/session';
import { jsonResponse, sessionAnswer, setSession, stubFetch } from './fake-browser';

const NOW = Date.UTC(2025, 0, 15, 10, 0, 0);

afterEach(() => vi.unstubAllGlobals());

describe('loadSession', () => {
  it('stores a logged-in session with expiresAt from the injected clock', async () => {
    setSession('unknown');
    stubFetch({ 'GET /api/v1/auth/verifySession': () => jsonResponse(200, sessionAnswer(1200)) });
    await loadSession(NOW);
    expect($session.get()).toEqual({
      status: 'loggedIn',
      accountId: 'acc-1',
      loginHint: 'matti@example.fi',
      expiresAt: NOW + 1_200_000,
      intent: 'b2c',
    });
  });

  it('stores whether the session acts for a company (b2b)', async () => {
    setSession('unknown');
    stubFetch({
      'GET /api/v1/auth/verifySession': () => jsonResponse(200, sessionAnswer(1200, 'b2b')),
    });
    await loadSession(NOW);
    expect($session.get()).toMatchObject({ status: 'loggedIn', intent: 'b2b' });
  });

  it('stores loggedOut when the duration is -1', async () => {
    setSession('unknown');
    stubFetch({ 'GET /api/v1/auth/verifySession': () => jsonResponse(200, sessionAnswer(-1)) });
    await loadSession(NOW);
    expect($session.get()).toMatchObject({ status: 'loggedOut', accountId: null, expiresAt: null });
  });

  it('makes one request for concurrent callers', async () => {
    setSession('unknown');
    const { fetchMock } = stubFetch({
      'GET /api/v1/auth/verifySession': () => jsonResponse(200, sessionAnswer(600)),
    });
    const [a, b] = await Promise.all([loadSession(NOW), loadSession(NOW)]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(a).toEqual(b);
    await loadSession(NOW);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('rejects an answer of the wrong shape and leaves the store alone', async () => {
    setSession('unknown');
    stubFetch({
      'GET /api/v1/auth/verifySession': () => jsonResponse(200, { sessionDuration: '600' }),
    });
    await expect(loadSession(NOW)).rejects.toThrow('Unexpected answer from auth/verifySession');
    expect($session.get().status).toBe('unknown');
  });
});

describe('ensureFreshSession', () => {
  it('uses 60 s as the refresh threshold', () => {
    expect(SESSION_REFRESH_THRESHOLD_SECONDS).toBe(60);
  });

  it('loads an unknown session first', async () => {
    setSession('unknown');
    const { calls } = stubFetch({
      'GET /api/v1/auth/verifySession': () => jsonResponse(200, sessionAnswer(600)),
    });
    await expect(ensureFreshSession(NOW)).resolves.toBe(true);
    expect(calls.map((c) => c.url)).toEqual(['/api/v1/auth/verifySession']);
  });

  it('makes no call with exactly 60 s left', async () => {
    setSession('loggedIn', NOW + 60_000);
    const { fetchMock } = stubFetch({});
    await expect(ensureFreshSession(NOW)).resolves.toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refreshes with 59 s left and stores the new expiry', async () => {
    setSession('loggedIn', NOW + 59_000);
    const { calls } = stubFetch({
      'GET /api/v1/auth/refresh': () => jsonResponse(200, sessionAnswer(1800)),
    });
    await expect(ensureFreshSession(NOW)).resolves.toBe(true);
    expect(calls.map((c) => c.url)).toEqual(['/api/v1/auth/refresh']);
    expect($session.get().expiresAt).toBe(NOW + 1_800_000);
  });

  it('refreshes a session loaded with under 60 s left', async () => {
    setSession('unknown');
    const { calls } = stubFetch({
      'GET /api/v1/auth/verifySession': () => jsonResponse(200, sessionAnswer(20)),
      'GET /api/v1/auth/refresh': () => jsonResponse(200, sessionAnswer(1800)),
    });
    await expect(ensureFreshSession(NOW)).resolves.toBe(true);
    expect(calls.map((c) => c.url)).toEqual(['/api/v1/auth/verifySession', '/api/v1/auth/refresh']);
  });

  it('returns false and marks loggedOut when the refresh answers -1', async () => {
    setSession('loggedIn', NOW + 5_000);
    stubFetch({ 'GET /api/v1/auth/refresh': () => jsonResponse(200, sessionAnswer(-1)) });
    await expect(ensureFreshSession(NOW)).resolves.toBe(false);
    expect($session.get().status).toBe('loggedOut');
  });

  it('returns false without a call when already logged out', async () => {
    setSession('loggedOut');
    const { fetchMock } = stubFetch({});
    await expect(ensureFreshSession(NOW)).resolves.toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('markLoggedOut', () => {
  it('clears the account and expiry but keeps the login hint', () => {
    $session.set({
      status: 'loggedIn',
      accountId: 'acc-1',
      loginHint: 'a@b.fi',
      expiresAt: NOW,
      intent: 'b2b',
    });
    markLoggedOut();
    expect($session.get()).toEqual({
      status: 'loggedOut',
      accountId: null,
      loginHint: 'a@b.fi',
      expiresAt: null,
      intent: null,
    });
  });
});
