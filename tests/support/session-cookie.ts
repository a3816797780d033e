import { expect } from 'vitest';
import type { TestApp } from './test-app';

/**
 * Logs the user in and answers the session's cookie, leaving the app's own cookie jar empty: a
 * test holds several customers' sessions at once and sends each request with one of them.
 */
export async function sessionCookie(
  app: TestApp,
  username: string,
  intent: 'b2c' | 'b2b' = 'b2c',
): Promise<string> {
  app.clearCookies();
  const res = await app.login(username, { intent });
  expect(res.status, `${username} logs in`).toBe(200);
  app.clearCookies();
  return (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

/** The Set-Cookie line of the cookie `name` in an answer ('' when it sets none). */
export const setCookieLine = (res: Response, name: string): string =>
  res.headers.getSetCookie().find((line) => line.startsWith(`${name}=`)) ?? '';

/** A JSON request in the session of `cookie` (none: a visitor), from our origin. */
export function sendAs(
  app: TestApp,
  cookie: string | undefined,
  path: string,
  init: { method?: string; body?: unknown } = {},
): Promise<Response> {
  const method = init.method ?? 'GET';
  const headers: Record<string, string> = { accept: 'application/json' };
  if (cookie) headers['cookie'] = cookie;
  const withBody = method !== 'GET' && method !== 'DELETE';
  if (withBody) headers['content-type'] = 'application/json';
  return app.raw(path, {
    method,
    headers,
    ...(withBody ? { body: JSON.stringify(init.body ?? {}) } : {}),
  });
}
