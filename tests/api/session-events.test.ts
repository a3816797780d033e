import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '~/server/app';
import type { AppDeps } from '~/server/app-context';
import { parseSessionEvent, shareEndedSessions } from '~/server/auth/session-events';
import { createFixedClock } from '~/server/clock';
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

  it('ends a session logged out in one process at once in the other', async () => {
    const login = await send(0, '/auth/login', '', {
      username: 'maija.meikalainen@example.fi',
      password: DEMO_PASSWORD,
      intent: 'b2c',
      remember: false,
    });
    expect(login.status).toBe(200);
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    // The second process verifies the session and keeps it for a few seconds.
    expect((await send(1, '/subscriptions', cookie)).status).toBe(200);
    expect((await send(1, '/subscriptions', cookie)).status).toBe(200);

    expect((await send(0, '/auth/logout', cookie, {})).status).toBeLessThan(300);
    const started = Date.now();
    let status = 200;
    while (status === 200 && Date.now() - started < 2_000) {
      status = (await send(1, '/subscriptions', cookie)).status;
      if (status === 200) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    // Within the notice's way round (milliseconds), well before the cache's 5 seconds.
    expect(status).toBe(401);
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
