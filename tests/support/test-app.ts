import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { createApi } from '~/server/app';
import { createFixedClock } from '~/server/clock';
import type { Db } from '~/server/db/client';
import { type Env, readEnv } from '~/server/env';
import { openTestDb } from './test-db';
import { TEST_NOW } from './test-now';

export { TEST_NOW };
export const TEST_ORIGIN = 'http://portal.test';
export const DEMO_PASSWORD = 'Demo-salasana-2026';

export interface TestApp {
  db: Db;
  clock: ReturnType<typeof createFixedClock>;
  /** Calls the API in-process like a browser on our origin would; keeps the session cookie. */
  call(
    path: string,
    init?: {
      method?: string;
      body?: unknown;
      headers?: Record<string, string>;
      /** The Host the request arrives with (node-server builds the URL from it); default ours. */
      host?: string;
      /** A body sent as it is (malformed JSON, odd bytes), instead of `body` as JSON. */
      rawBody?: string;
      /** The socket address this one call comes from (default: the app's). */
      clientAddress?: string;
    },
  ): Promise<Response>;
  /**
   * Sends the body as given (any bytes, any content type) with the session cookie and, for
   * mutations, our Origin unless the headers name their own; for fuzzing and body limits.
   */
  raw(path: string, init?: RequestInit): Promise<Response>;
  login(
    username: string,
    opts?: {
      intent?: 'b2c' | 'b2b';
      password?: string;
      remember?: boolean;
      clientAddress?: string;
    },
  ): Promise<Response>;
  /** Forget the cookie (a second browser). */
  clearCookies(): void;
  close(): Promise<void>;
}

/** A fresh migrated database (in-memory PGlite by default) with the demo data, and the API on a fixed clock. */
export async function createTestApp(
  opts: {
    seed?: boolean;
    clientAddress?: string;
    /** Settings on top of the test defaults, e.g. CLIENT_ADDRESS_HEADER. */
    env?: Partial<Env>;
  } = {},
): Promise<TestApp> {
  // The demo data of TEST_NOW comes ready in the seeded template (tests/support/test-db-templates.ts).
  const handle = await openTestDb({ seeded: opts.seed !== false });
  const clock = createFixedClock(TEST_NOW);
  const api = createApi({
    db: handle.db,
    hotReads: handle.hotReads,
    clock,
    env: { ...readEnv({ NODE_ENV: 'test', SITE_URL: TEST_ORIGIN }), ...opts.env },
  });
  // The browser's cookies by name, as it would keep them (session, device, markers).
  const jar = new Map<string, string>();
  const cookieHeader = (): string => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const keepCookies = (res: Response): void => {
    for (const line of res.headers.getSetCookie()) {
      const pair = line.split(';')[0] ?? '';
      const at = pair.indexOf('=');
      const name = pair.slice(0, at);
      const value = pair.slice(at + 1);
      if (value === '' || /Max-Age=0/i.test(line)) jar.delete(name);
      else jar.set(name, value);
    }
  };
  const call: TestApp['call'] = async (path, init = {}) => {
    const method = init.method ?? 'GET';
    const headers: Record<string, string> = { accept: 'application/json', ...init.headers };
    if (method !== 'GET') headers['origin'] ??= TEST_ORIGIN;
    if (init.body !== undefined || init.rawBody !== undefined) {
      headers['content-type'] ??= 'application/json';
    }
    if (jar.size > 0) headers['cookie'] ??= cookieHeader();
    const res = await api.fetch(
      new Request(`${init.host ? `http://${init.host}` : TEST_ORIGIN}/api/v1${path}`, {
        method,
        headers,
        ...(init.rawBody !== undefined
          ? { body: init.rawBody }
          : init.body !== undefined
            ? { body: JSON.stringify(init.body) }
            : {}),
      }),
      { clientAddress: init.clientAddress ?? opts.clientAddress ?? '127.0.0.1' },
    );
    keepCookies(res);
    return res;
  };
  const raw: TestApp['raw'] = async (path, init = {}) => {
    const headers = new Headers(init.headers);
    if ((init.method ?? 'GET') !== 'GET' && !headers.has('origin')) {
      headers.set('origin', TEST_ORIGIN);
    }
    if (jar.size > 0 && !headers.has('cookie')) headers.set('cookie', cookieHeader());
    return api.fetch(new Request(`${TEST_ORIGIN}/api/v1${path}`, { ...init, headers }), {
      clientAddress: opts.clientAddress ?? '127.0.0.1',
    });
  };
  return {
    db: handle.db,
    clock,
    call,
    raw,
    login: (username, o = {}) =>
      call('/auth/login', {
        method: 'POST',
        body: {
          username,
          password: o.password ?? DEMO_PASSWORD,
          intent: o.intent ?? 'b2c',
          remember: o.remember ?? false,
        },
        ...(o.clientAddress ? { clientAddress: o.clientAddress } : {}),
      }),
    clearCookies: () => jar.clear(),
    close: () => handle.close(),
  };
}

/**
 * The file's one test app: made before its tests, closed after them. With `loggedInAs`, every
 * test starts in a fresh browser logged in as that user (for a company, `intent: 'b2b'`). The
 * returned object stands for the app from the first test on.
 */
export function useTestApp(
  opts: Parameters<typeof createTestApp>[0] & {
    loggedInAs?: string;
    intent?: 'b2c' | 'b2b';
  } = {},
): TestApp {
  const { loggedInAs, intent, ...appOptions } = opts;
  let made: TestApp | undefined;
  const app = (): TestApp => {
    if (!made) throw new Error('useTestApp: the app is made in beforeAll, use it inside a test');
    return made;
  };
  beforeAll(async () => {
    made = await createTestApp(appOptions);
  });
  afterAll(() => made?.close());
  if (loggedInAs) {
    beforeEach(async () => {
      app().clearCookies();
      expect((await app().login(loggedInAs, intent ? { intent } : {})).status).toBe(200);
    });
  }
  return {
    get db() {
      return app().db;
    },
    get clock() {
      return app().clock;
    },
    call: (...args) => app().call(...args),
    raw: (...args) => app().raw(...args),
    login: (...args) => app().login(...args),
    clearCookies: () => app().clearCookies(),
    close: () => app().close(),
  };
}
