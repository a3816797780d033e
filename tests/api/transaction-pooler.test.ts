import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '~/server/app';
import type { AppDeps } from '~/server/app-context';
import { LISTENER_NAME, shareEndedSessions } from '~/server/auth/session-events';
import { createFixedClock } from '~/server/clock';
import { type DbHandle, openDb } from '~/server/db/client';
import { rowsOf } from '~/server/db/migrate';
import { customers } from '~/server/db/schema/customers';
import { readEnv } from '~/server/env';
import { runWithJobLock } from '~/server/jobs/job-lock';
import {
  PGBOUNCER_BINARY,
  type RunningPgBouncer,
  startPgBouncer,
} from '../../scripts/lib/pgbouncer.mjs';
import { DEMO_PASSWORD, TEST_NOW, TEST_ORIGIN } from '../support/test-app';
import { openTestDb } from '../support/test-db';

// Issue 33 item 6 (decision 0052): the portal works through PgBouncer in transaction mode, where
// one client's statements may each run on another server session. Two portal processes go
// through a pooler that gives them ONE server connection in all, so a named statement prepared
// by one would be found "already existing" by the other; the hot reads' named statements,
// listening for ended sessions and the jobs' advisory locks go to the server itself
// (DATABASE_DIRECT_URL). PostgreSQL with Debian's PgBouncer only (CI's second pass installs both).

const runs = Boolean(process.env['DATABASE_URL']) && Boolean(PGBOUNCER_BINARY);
const MAIJA = 'maija.meikalainen@example.fi';
const JOB_KEY = 72019998;

it.runIf(Boolean(process.env['CI']) && Boolean(process.env['DATABASE_URL']))(
  'has PgBouncer to run through in CI (.ci/run installs it)',
  () => {
    expect(PGBOUNCER_BINARY).toBeTruthy();
  },
);

describe.skipIf(!runs)('through PgBouncer in transaction mode', () => {
  let direct: DbHandle;
  let bouncer: RunningPgBouncer;
  const processes: DbHandle[] = [];
  const stops: (() => Promise<void>)[] = [];
  const apis: ReturnType<typeof createApi>[] = [];

  beforeAll(async () => {
    direct = await openTestDb({ seeded: true });
    const dbname = new URL(direct.url ?? '').pathname.slice(1);
    bouncer = await startPgBouncer(process.env['DATABASE_URL'] ?? '', {
      single: { dbname, poolSize: 1 },
    });
    for (let i = 0; i < 2; i++) {
      // As src/server/runtime.ts opens it with DATABASE_URL and DATABASE_DIRECT_URL.
      const handle = await openDb({ url: bouncer.urlOf('single'), directUrl: direct.url });
      const deps: AppDeps = {
        db: handle.db,
        hotReads: handle.hotReads,
        clock: createFixedClock(TEST_NOW),
        env: readEnv({ NODE_ENV: 'test', SITE_URL: TEST_ORIGIN }),
      };
      stops.push(await shareEndedSessions(deps, handle.url ?? ''));
      processes.push(handle);
      apis.push(createApi(deps));
    }
  }, 30_000);
  afterAll(async () => {
    for (const stop of stops) await stop();
    for (const handle of processes) await handle.close();
    await bouncer?.stop();
    await direct?.close();
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

  const login = async (api = 0): Promise<string> => {
    const res = await send(api, '/auth/login', '', {
      username: MAIJA,
      password: DEMO_PASSWORD,
      intent: 'b2c',
      remember: false,
    });
    expect(res.status).toBe(200);
    return (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  };

  it('is a transaction pooler: a statement named by one client is already there for the next', async () => {
    const { default: pg } = await import('pg');
    const clients = [0, 1].map(() => new pg.Client({ connectionString: bouncer.urlOf('single') }));
    try {
      for (const client of clients) await client.connect();
      const probe = { name: 'pooler_probe', text: 'select 1 as one' };
      expect((await clients[0]!.query(probe)).rows).toEqual([{ one: 1 }]);
      await expect(clients[1]!.query(probe)).rejects.toThrow(/already exists/);
    } finally {
      for (const client of clients) await client.end();
    }
  });

  it("sends the portal's own statements unnamed: a named one runs in both processes", async () => {
    for (const handle of processes) {
      const probe = handle.db
        .select({ customerNumber: customers.customerNumber })
        .from(customers)
        .where(eq(customers.customerNumber, sql.placeholder('number')))
        .prepare('portal_probe');
      expect(await probe.execute({ number: '10000001' })).toEqual([{ customerNumber: '10000001' }]);
    }
  });

  it('answers the reads from both processes at once, the hot ones planned once on the server itself', async () => {
    const cookie = await login();
    const paths = ['/subscriptions', '/payment-methods', '/subscriptions/2000001', '/invoices'];
    const answers = await Promise.all(
      Array.from({ length: 16 }, async (_, i) => send(i % 2, paths[i % paths.length]!, cookie)),
    );
    expect(answers.map((res) => res.status)).toEqual(answers.map(() => 200));
    const bodies = await Promise.all(answers.map((res) => res.text()));
    // The same answer whichever process (and server session) gave it.
    for (let i = paths.length; i < bodies.length; i++) {
      expect(bodies[i]).toBe(bodies[i % paths.length]);
    }
    expect(JSON.parse(bodies[0]!)).toMatchObject({
      subscriptions: expect.arrayContaining([
        expect.objectContaining({ subscriptionNumber: '2000001' }),
      ]),
    });
    const planCacheMode = async (db: DbHandle['db']) =>
      rowsOf<{ mode: string }>(
        await db.execute(sql`select current_setting('plan_cache_mode') as mode`),
      )[0]?.mode;
    expect(await planCacheMode(processes[0]!.hotReads)).toBe('force_generic_plan');
    expect(await planCacheMode(processes[0]!.db)).toBe('auto');
  });

  it('writes in transactions through it: a consent change is saved and read back by the other process', async () => {
    const cookie = await login(1);
    const put = await apis[1]!.fetch(
      new Request(`${TEST_ORIGIN}/api/v1/consents`, {
        method: 'PUT',
        headers: {
          accept: 'application/json',
          origin: TEST_ORIGIN,
          cookie,
          'content-type': 'application/json',
        },
        body: JSON.stringify({
          changes: [{ kind: 'PROFILING', channel: 'ANY', brand: '', value: 'OptOut' }],
        }),
      }),
      { clientAddress: '127.0.0.1' },
    );
    expect(put.status).toBe(200);
    const read = (await (await send(0, '/consents', cookie)).json()) as {
      consents: { kind: string; channel: string; value: string }[];
    };
    expect(read.consents.find((c) => c.kind === 'PROFILING' && c.channel === 'ANY')?.value).toBe(
      'OptOut',
    );
  });

  it('ends a session logged out in one process at once in the other (LISTEN on the server itself)', async () => {
    const listeners = rowsOf<{ n: number }>(
      await direct.db.execute(
        sql`select count(*)::int as n from pg_stat_activity
            where application_name = ${LISTENER_NAME} and datname = current_database()`,
      ),
    )[0]?.n;
    expect(listeners).toBe(2);
    const cookie = await login();
    expect((await send(1, '/subscriptions', cookie)).status).toBe(200);
    expect((await send(0, '/auth/logout', cookie, {})).status).toBeLessThan(300);
    const started = Date.now();
    let status = 200;
    while (status === 200 && Date.now() - started < 2_000) {
      status = (await send(1, '/subscriptions', cookie)).status;
      if (status === 200) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(status).toBe(401);
  });

  it('runs a job once at a time, its lock held on the server itself and freed after', async () => {
    const [first, second] = processes;
    const advisoryHolders = async () =>
      rowsOf<{ pid: number }>(
        await direct.db.execute(
          sql`select pid from pg_locks where locktype = 'advisory' and objid = ${JOB_KEY}
              and granted and database = (select oid from pg_database where datname = current_database())`,
        ),
      ).map((row) => row.pid);
    let during: { holders: number[]; pooled: number } | undefined;
    const work = async () => {
      const pooled = rowsOf<{ pid: number }>(
        await first!.db.execute(sql`select pg_backend_pid() as pid`),
      )[0]!.pid;
      during = { holders: await advisoryHolders(), pooled };
      await new Promise((resolve) => setTimeout(resolve, 200));
      return 'done';
    };
    const [a, b] = await Promise.all([
      runWithJobLock(first!.db, JOB_KEY, work),
      new Promise((resolve) => setTimeout(resolve, 50)).then(() =>
        runWithJobLock(second!.db, JOB_KEY, work),
      ),
    ]);
    expect([a, b]).toEqual([{ ran: true, value: 'done' }, { ran: false }]);
    // Not on the pooler's one server connection, where any client's next statement could free it.
    expect(during?.holders).toHaveLength(1);
    expect(during?.holders).not.toContain(during?.pooled);
    expect(await advisoryHolders()).toEqual([]);
    expect(await runWithJobLock(second!.db, JOB_KEY, () => Promise.resolve(1))).toEqual({
      ran: true,
      value: 1,
    });
  });
});
