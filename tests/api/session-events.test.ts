import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '~/server/app';
import type { AppDeps } from '~/server/app-context';
import { LISTENER_NAME, parseSessionEvent, shareEndedSessions } from '~/server/auth/session-events';
import { createFixedClock } from '~/server/clock';
import { rowsOf } from '~/server/db/migrate';
import { type DbHandle, openDb } from '~/server/db/client';
import { readEnv } from '~/server/env';
import { openTestDb } from '../support/test-db';
import { DEMO_PASSWORD, TEST_NOW, TEST_ORIGIN } from '../support/test-app';

// Issue 19 items 4 and 12: a logout ends the session at once in every portal process, not only
// in the one that answered it, though each process keeps verified sessions a few seconds
// (src/server/auth/session-cache.ts). Two APIs with their own connection pools on one PostgreSQL
// database stand for two processes behind a load balancer. PostgreSQL only (CI's second pass):
// PGlite is one process.

describe('parseSessionEvent', () => {
  it('reads a session or an account and nothing else', () => {
    expect(parseSessionEvent('{"session":"abc"}')).toEqual({ session: 'abc' });
    expect(parseSessionEvent('{"account":"a-1"}')).toEqual({ account: 'a-1' });
    expect(parseSessionEvent('{"session":1}')).toBeNull();
    expect(parseSessionEvent('ei json')).toBeNull();
    expect(parseSessionEvent(undefined)).toBeNull();
  });
});

const onPostgres = Boolean(process.env['DATABASE_URL']);

describe.skipIf(!onPostgres)('two processes on one PostgreSQL', () => {
  let first: DbHandle;
  let second: DbHandle;
  const stops: (() => Promise<void>)[] = [];
  const apis: ReturnType<typeof createApi>[] = [];

  beforeAll(async () => {
    first = await openTestDb({ seeded: true });
    second = await openDb({ url: first.url ?? '' });
    for (const handle of [first, second]) {
      const deps: AppDeps = {
        db: handle.db,
        clock: createFixedClock(TEST_NOW),
        env: readEnv({ NODE_ENV: 'test', SITE_URL: TEST_ORIGIN }),
      };
      // As the runtime joins each process (src/server/runtime.ts).
      stops.push(await shareEndedSessions(deps, first.url ?? ''));
      apis.push(createApi(deps));
    }
  });
  afterAll(async () => {
    for (const stop of stops) await stop();
    await second?.close();
    await first?.close();
  });

  const send = (api: number, path: string, cookie: string, body?: unknown) =>
    apis[api]!.fetch(
      new Request(`${TEST_ORIGIN}/api/v1${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: {
          accept: 'application/json',
          origin: TEST_ORIGIN,
          ...(cookie ? { cookie } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      }),
      { clientAddress: '127.0.0.1' },
    );

  const login = async (): Promise<string> => {
    const res = await send(0, '/auth/login', '', {
      username: 'maija.meikalainen@example.fi',
      password: DEMO_PASSWORD,
      intent: 'b2c',
      remember: false,
    });
    expect(res.status).toBe(200);
    return (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  };

  /** Logs out in the first process; answers how the second one answers within 2 s. */
  const logoutSeenBySecond = async (cookie: string): Promise<number> => {
    expect((await send(0, '/auth/logout', cookie, {})).status).toBeLessThan(300);
    const started = Date.now();
    let status = 200;
    while (status === 200 && Date.now() - started < 2_000) {
      status = (await send(1, '/subscriptions', cookie)).status;
      if (status === 200) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return status;
  };

  const listeners = async (): Promise<number> => {
    const result = await first.db.execute(
      sql`select count(*)::int as n from pg_stat_activity
          where application_name = ${LISTENER_NAME} and datname = current_database()`,
    );
    return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
  };

  it('ends a session logged out in one process at once in the other', async () => {
    const cookie = await login();
    // The second process verifies the session and keeps it for a few seconds.
    expect((await send(1, '/subscriptions', cookie)).status).toBe(200);
    expect((await send(1, '/subscriptions', cookie)).status).toBe(200);
    // Within the notice's way round (milliseconds), well before the cache's 5 seconds.
    expect(await logoutSeenBySecond(cookie)).toBe(401);
  });

  it('listens again after its connection is cut, and hears the next logout', async () => {
    expect(await listeners()).toBe(2);
    await first.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where application_name = ${LISTENER_NAME} and datname = current_database()`,
    );
    // Back within the first pause (1 s) and some.
    const started = Date.now();
    while ((await listeners()) < 2 && Date.now() - started < 5_000) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await listeners()).toBe(2);

    const cookie = await login();
    expect((await send(1, '/subscriptions', cookie)).status).toBe(200);
    expect(await logoutSeenBySecond(cookie)).toBe(401);
  });
});
