import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LOCK_FILE } from '~/server/db/data-dir-lock';

// The process-wide API of src/server/runtime.ts on a PGlite data folder, as the Node server runs
// it: shutdownApi() marks readiness 503 at once, waits for the server to drain, then closes the
// database and releases the data folder's lock.

const dataDir = mkdtempSync(join(tmpdir(), 'portal-runtime-'));
// This is about the embedded database's folder and lock: PGlite even in CI's PostgreSQL run
// (each test file runs in a process of its own, so the environment change stays here).
delete process.env.DATABASE_URL;
Object.assign(process.env, {
  DATA_DIR: dataDir,
  SEED_DEMO_DATA: 'false',
  BILLING_JOBS_INTERVAL_MINUTES: '0',
  SITE_URL: 'http://portal.test',
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const ready = async (api: { fetch(request: Request): Response | Promise<Response> }) =>
  api.fetch(new Request('http://portal.test/api/v1/health/ready'));

describe('shutdownApi', () => {
  it('answers readiness 503 while draining, then closes the database and the lock', async () => {
    const { getApi, shutdownApi } = await import('~/server/runtime');
    const api = await getApi();
    expect((await ready(api)).status).toBe(200);
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(true);

    let drained: () => void = () => undefined;
    const draining = new Promise<void>((resolve) => (drained = resolve));
    const stopped = shutdownApi(() => draining);
    await new Promise((done) => setTimeout(done, 50));
    const during = await ready(api);
    expect(during.status).toBe(503);
    expect(await during.json()).toMatchObject({ errorKey: 'shutting-down' });
    // In-flight requests still have their database until the drain is over.
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(true);

    drained();
    await stopped;
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
    await expect(getApi()).resolves.toBe(api);
  }, 60_000);
});
