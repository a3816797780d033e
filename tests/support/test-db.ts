import { randomUUID } from 'node:crypto';
import { type DbHandle, openDb } from '~/server/db/client';
import { migrate } from '~/server/db/migrate';

/**
 * A fresh, migrated, empty database for one test file: in-memory PGlite by default; with
 * DATABASE_URL (CI's second run) a new database on that PostgreSQL server, dropped on close.
 */
export async function openTestDb(): Promise<DbHandle> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const handle = await openDb({});
    await migrate(handle.db);
    return handle;
  }
  const { default: pg } = await import('pg');
  const name = `test_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDb({ url: url.toString() });
  await migrate(handle.db);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name}`);
      await cleanup.end();
    },
  };
}
