import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { type DbHandle, openDb } from '~/server/db/client';
import { postgresAdmin } from './postgres-admin';

/**
 * A fresh, migrated database for one test file, copied from the run's template
 * (tests/support/test-db-templates.ts): empty, or with the demo data of TEST_NOW when seeded.
 * In-memory PGlite by default; with DATABASE_URL (CI's second run) a new database on that
 * PostgreSQL server, dropped on close.
 */
export async function openTestDb(opts: { seeded?: boolean } = {}): Promise<DbHandle> {
  const templates = inject('testDbTemplates');
  const template = opts.seeded ? templates.seeded : templates.migrated;
  if (templates.kind === 'pglite') {
    return openDb({ loadDataDir: new Blob([await readFile(template)]) });
  }
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('The PostgreSQL templates need DATABASE_URL in the tests too.');
  const name = `test_${randomUUID().replaceAll('-', '')}`;
  const admin = postgresAdmin(serverUrl);
  await admin(`create database ${name} template ${template}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDb({ url: url.toString() });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await admin(`drop database if exists ${name}`);
    },
  };
}
