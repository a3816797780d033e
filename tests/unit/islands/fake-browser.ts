import { vi } from 'vitest';
import { $session } from '~/islands/shared/session';

// Small fakes for the browser pieces the client touches; the tests run in node without jsdom.

export function jsonResponse(status: number, body: unknown, statusText = ''): Response {
  return new Response(JSON.stringify(body), {
    status,
    statusText,
    headers: { 'content-type': 'application/json' },
  });
}

export interface RecordedCall {
  method: string;
  url: string;
  headers: Headers;
  body: unknown;
}

type Route = () => Response | Promise<Response>;

/**
 * Stubs global fetch with a route table keyed 'METHOD /url'. An unexpected call answers 599 so that
 * a test making a call it should not make fails on its assertions.
 */
export function stubFetch(routes: Record<string, Route>) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const method = (init.method ?? 'GET').toUpperCase();
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    calls.push({ method, url, headers: new Headers(init.headers), body: init.body });
    const route = routes[`${method} ${url}`];
    return route ? route() : new Response('unexpected call', { status: 599 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, calls };
}

export function stubLocation(pathname: string, search: string) {
  const assign = vi.fn<(url: string) => void>();
  vi.stubGlobal('window', { location: { pathname, search, assign } });
  return assign;
}

export function setSession(
  status: 'unknown' | 'loggedIn' | 'loggedOut',
  expiresAt: number | null = null,
) {
  $session.set({
    status,
    accountId: status === 'loggedIn' ? 'acc-1' : null,
    loginHint: null,
    expiresAt,
    intent: status === 'loggedIn' ? 'b2c' : null,
  });
}

export function sessionAnswer(sessionDuration: number, intent: 'b2c' | 'b2b' = 'b2c') {
  return {
    portalAccountID: sessionDuration < 0 ? null : 'acc-1',
    loginHint: 'matti@example.fi',
    issuer: 'portal',
    sessionDuration,
    intent: sessionDuration < 0 ? null : intent,
  };
}
