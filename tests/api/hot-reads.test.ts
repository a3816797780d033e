import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '~/server/db/client';
import { rowsOf } from '~/server/db/migrate';
import { openTestDb } from '../support/test-db';

// Issue 33 item 4: the hottest reads' named statements run where PostgreSQL plans them once
// (DbHandle.hotReads); everything else keeps PostgreSQL's own choice per run.

let handle: DbHandle;
beforeAll(async () => {
  handle = await openTestDb();
});
afterAll(() => handle.close());

const planCacheMode = async (db: DbHandle['db']) =>
  rowsOf<{ mode: string }>(
    await db.execute(sql`select current_setting('plan_cache_mode') as mode`),
  )[0]?.mode;

describe('the hot-read connections', () => {
  it.runIf(Boolean(process.env['DATABASE_URL']))(
    'plan each prepared statement once on PostgreSQL, and only there',
    async () => {
      expect(handle.hotReads).not.toBe(handle.db);
      expect(await planCacheMode(handle.hotReads)).toBe('force_generic_plan');
      expect(await planCacheMode(handle.db)).toBe('auto');
    },
  );

  it.skipIf(Boolean(process.env['DATABASE_URL']))('are the one PGlite connection', () => {
    expect(handle.kind).toBe('pglite');
    expect(handle.hotReads).toBe(handle.db);
  });
});
