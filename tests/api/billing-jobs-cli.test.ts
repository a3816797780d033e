import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb } from '~/server/db/client';
import { migrate } from '~/server/db/migrate';

// Issue 12 "Jobs": the billing-jobs CLI runs with plain `node` after a build (no tsx), and never
// opens the embedded PGlite's data folder behind the running server's back (a second process
// there lost 10 of 10 of the server's writes).

const run = promisify(execFile);
const ROOT = new URL('../../', import.meta.url).pathname;
let outDir: string;

/** The child's environment: none of this test process's database or Vitest settings. */
function childEnv(vars: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, TZ: 'Europe/Helsinki' };
  return { ...env, LOG_LEVEL: 'info', ...vars };
}

async function cli(vars: Record<string, string>, args = ['billing-jobs.mjs']) {
  const [bundle = '', ...rest] = args;
  try {
    const { stdout, stderr } = await run(process.execPath, [join(outDir, bundle), ...rest], {
      env: childEnv(vars),
      timeout: 60_000,
    });
    return { code: 0, stdout, stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

beforeAll(async () => {
  // Inside the project, so that the bundle finds its external packages (pg) in node_modules.
  await mkdir(join(ROOT, 'node_modules/.cache'), { recursive: true });
  outDir = await mkdtemp(join(ROOT, 'node_modules/.cache/billing-jobs-cli-'));
  await build({
    root: ROOT,
    configFile: join(ROOT, 'vite.cli.config.ts'),
    logLevel: 'silent',
    build: { outDir, emptyOutDir: true },
  });
}, 120_000);
afterAll(() => rm(outDir, { recursive: true, force: true }));

describe('the billing-jobs CLI bundle', () => {
  it('refuses the embedded PGlite with a clear message and leaves its data folder alone', async () => {
    const dataDir = join(outDir, 'pglite-data');
    const result = await cli({ DATA_DIR: dataDir });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('DATABASE_URL is not set');
    expect(result.stderr).toContain('the running server, which runs the billing jobs itself');
    expect(existsSync(dataDir)).toBe(false);
  });

  it('the jobs CLI names its jobs when given none or an unknown one, and does nothing', async () => {
    for (const args of [['jobs.mjs'], ['jobs.mjs', 'perods']]) {
      const result = await cli({ DATA_DIR: join(outDir, 'pglite-data') }, args);
      expect(result.code).toBe(2);
      expect(result.stderr).toContain('usage: jobs <billing | periods | card-charges');
    }
  });

  it('the jobs CLI refuses the embedded PGlite as the billing CLI does', async () => {
    const result = await cli({ DATA_DIR: join(outDir, 'pglite-data') }, ['jobs.mjs', 'periods']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('DATABASE_URL is not set');
    expect(existsSync(join(outDir, 'pglite-data'))).toBe(false);
  });

  it.skipIf(!process.env.DATABASE_URL)('runs the jobs once against PostgreSQL', async () => {
    const serverUrl = process.env.DATABASE_URL ?? '';
    const { default: pg } = await import('pg');
    const name = `cli_${randomUUID().replaceAll('-', '')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    try {
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      const handle = await openDb({ url: url.toString() });
      await migrate(handle.db);
      await handle.close();
      const result = await cli({ DATABASE_URL: url.toString() });
      expect(result.code).toBe(0);
      const summary = JSON.parse(result.stdout.trim().split('\n').at(-1) ?? '') as {
        job: string;
        report: Record<string, number>;
        peakRssMb: number;
      };
      expect(summary.job).toBe('billing');
      expect(summary.report).toMatchObject({ periodsStarted: 0, cardsCharged: 0 });
      expect(summary.peakRssMb).toBeGreaterThan(0);
      const part = await cli({ DATABASE_URL: url.toString() }, ['jobs.mjs', 'card-charges']);
      expect(part.code).toBe(0);
      expect(JSON.parse(part.stdout.trim().split('\n').at(-1) ?? '')).toMatchObject({
        job: 'card-charges',
        report: { charged: 0, refused: 0, unanswered: 0 },
      });
    } finally {
      await admin.query(`drop database if exists ${name}`);
      await admin.end();
    }
  });
});
