import { mkdir } from 'node:fs/promises';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/** The database as handlers see it: the same Drizzle API over PGlite or a PostgreSQL server. */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface DbHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/** Opens PostgreSQL through `pg` when a URL is given, else PGlite in dataDir (or in memory). */
export async function openDb(opts: {
  url?: string | undefined;
  dataDir?: string;
}): Promise<DbHandle> {
  if (opts.url) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const pool = new pg.Pool({ connectionString: opts.url, max: 10 });
    return {
      db: drizzle({ client: pool }) as unknown as Db,
      kind: 'postgres',
      close: () => pool.end(),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  if (opts.dataDir) await mkdir(opts.dataDir, { recursive: true });
  const client = opts.dataDir ? new PGlite(opts.dataDir) : new PGlite();
  await client.waitReady;
  return { db: drizzle({ client }) as unknown as Db, kind: 'pglite', close: () => client.close() };
}
