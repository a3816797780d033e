import { mkdir } from 'node:fs/promises';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { lockDataDir } from './data-dir-lock';

/** The database as handlers see it: the same Drizzle API over PGlite or a PostgreSQL server. */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface DbHandle {
  db: Db;
  /**
   * The same database for the hottest reads' named statements (`.prepare('name')`). On
   * PostgreSQL a small pool of its own whose sessions plan a named statement once and keep that
   * plan (plan_cache_mode = force_generic_plan): by default PostgreSQL plans such a statement
   * again on every run while its parameters might change the plan, and for the subscription
   * list that planning cost more than the reading (docs/performance.md, issue 33 item 4). Only
   * statements whose one plan is right for every customer belong here: query-plans.test.ts
   * checks their plans at scale. On PGlite, `db`.
   */
  hotReads: Db;
  kind: 'pglite' | 'postgres';
  /** The PostgreSQL server's URL (another connection to the same database, e.g. to LISTEN). */
  url?: string;
  close(): Promise<void>;
}

// PGlite's defaults (shared_buffers 128 MB) cost ~140 MB of resident memory more than these,
// measured on the demo data (docs/performance.md); the embedded database holds a few MB at most.
const PGLITE_CONF = [
  'shared_buffers = 16MB',
  'work_mem = 2MB',
  'maintenance_work_mem = 16MB',
  'wal_buffers = 1MB',
  'temp_buffers = 2MB',
];

/** Connections of a process's hot-read pool, besides the 10 of its main pool. */
const HOT_READ_CONNECTIONS = 4;

/**
 * Opens PostgreSQL through `pg` when a URL is given, else PGlite in dataDir (or in memory).
 * A data folder is locked to this process until close(); a second opener gets DataDirLockedError.
 */
export async function openDb(opts: {
  url?: string | undefined;
  dataDir?: string;
  /** An in-memory PGlite starts from this dumpDataDir() tarball instead of a new cluster (tests). */
  loadDataDir?: Blob;
}): Promise<DbHandle> {
  if (opts.url) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const pool = new pg.Pool({ connectionString: opts.url, max: 10 });
    const hotPool = new pg.Pool({
      connectionString: opts.url,
      max: HOT_READ_CONNECTIONS,
      options: '-c plan_cache_mode=force_generic_plan',
    });
    return {
      db: drizzle({ client: pool }) as unknown as Db,
      hotReads: drizzle({ client: hotPool }) as unknown as Db,
      kind: 'postgres',
      url: opts.url,
      close: async () => {
        await Promise.all([pool.end(), hotPool.end()]);
      },
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  if (opts.dataDir) await mkdir(opts.dataDir, { recursive: true });
  const lock = opts.dataDir ? await lockDataDir(opts.dataDir) : null;
  try {
    const client = new PGlite({
      ...(opts.dataDir ? { dataDir: opts.dataDir } : {}),
      ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}),
      postgresqlconf: PGLITE_CONF,
    });
    await client.waitReady;
    const db = drizzle({ client }) as unknown as Db;
    return {
      db,
      hotReads: db,
      kind: 'pglite',
      close: async () => {
        try {
          await client.close();
        } finally {
          await lock?.release();
        }
      },
    };
  } catch (err) {
    await lock?.release();
    throw err;
  }
}
