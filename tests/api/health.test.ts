import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '~/server/app';
import { createFixedClock } from '~/server/clock';
import type { DbHandle } from '~/server/db/client';
import { readEnv } from '~/server/env';
import { TEST_NOW, TEST_ORIGIN } from '../support/test-app';
import { openTestDb } from '../support/test-db';

let handle: DbHandle;
let stopping = false;
let api: ReturnType<typeof createApi>;

beforeAll(async () => {
  handle = await openTestDb();
  api = createApi({
    db: handle.db,
    clock: createFixedClock(TEST_NOW),
    env: readEnv({ NODE_ENV: 'test', SITE_URL: TEST_ORIGIN }),
    shuttingDown: () => stopping,
  });
});
afterAll(() => handle.close());

const get = (path: string) => api.fetch(new Request(`${TEST_ORIGIN}/api/v1${path}`));

describe('health', () => {
  it('GET /health answers 200 {status:"ok"} and is never cached', async () => {
    const res = await get('/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('GET /health/ready answers 200 when the database answers', async () => {
    const res = await get('/health/ready');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('GET /health/ready answers 503 shutting-down while the server stops; liveness stays 200', async () => {
    stopping = true;
    try {
      const res = await get('/health/ready');
      expect(res.status).toBe(503);
      expect(await res.json()).toMatchObject({ errorKey: 'shutting-down' });
      expect((await get('/health')).status).toBe(200);
    } finally {
      stopping = false;
    }
  });

  it('GET /health/ready answers 503 database-unavailable when the database is gone', async () => {
    const own = await openTestDb();
    const broken = createApi({
      db: own.db,
      clock: createFixedClock(TEST_NOW),
      env: readEnv({ NODE_ENV: 'test', SITE_URL: TEST_ORIGIN }),
    });
    await own.close();
    const res = await broken.fetch(new Request(`${TEST_ORIGIN}/api/v1/health/ready`));
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ errorKey: 'database-unavailable' });
    // Liveness does not touch the database.
    expect((await broken.fetch(new Request(`${TEST_ORIGIN}/api/v1/health`))).status).toBe(200);
  });

  it('lists both routes in the OpenAPI document', async () => {
    const doc = await (await get('/openapi.json')).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/v1/health', '/api/v1/health/ready']),
    );
  });
});
