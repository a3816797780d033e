import { mkdir } from 'node:fs/promises';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type PgModule from 'pg';
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
  /**
   * The PostgreSQL server's own URL (another connection to the same database, e.g. to LISTEN):
   * `directUrl` when the pools go through a transaction pooler.
   */
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

/** Connections of a process's main pool. */
const MAIN_CONNECTIONS = 10;

/** Connections of a process's hot-read pool, besides its main pool. */
const HOT_READ_CONNECTIONS = 4;

/** Connections of a process's pool for session-level state past a transaction pooler. */
const SESSION_CONNECTIONS = 2;

/** Where each database's session-level state (the jobs' advisory locks) is held, if not in `db`. */
const sessionPools = new WeakMap<Db, unknown>();

/**
 * The `pg` pool (or PGlite) on which a session-level lock of `db` stays put between statements:
 * the server's own connections when `db` goes through a transaction pooler, else `db`'s own.
 */
export function sessionClientOf(db: Db): unknown {
  return sessionPools.get(db) ?? (db as unknown as { $client?: unknown }).$client;
}

/**
 * Opens PostgreSQL through `pg` when a URL is given, else PGlite in dataDir (or in memory).
 * A data folder is locked to this process until close(); a second opener gets DataDirLockedError.
 */
export async function openDb(opts: {
  url?: string | undefined;
  /**
   * The PostgreSQL server itself when `url` names a pooler in transaction mode (PgBouncer,
   * decision 0052): statements through `url` are sent unnamed, and what must stay on one
   * server session (LISTEN, the jobs' advisory locks) uses this URL.
   */
  directUrl?: string | undefined;
  dataDir?: string;
  /** An in-memory PGlite starts from this dumpDataDir() tarball instead of a new cluster (tests). */
  loadDataDir?: Blob;
}): Promise<DbHandle> {
  if (opts.url) return openPostgres(opts.url, opts.directUrl);
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

type Pg = typeof PgModule;

/**
 * PostgreSQL through `pg`. When `directUrl` is given, `url` is a pooler in transaction mode,
 * where one client's statements may run on different server sessions: a named statement
 * prepared on one is missing (or already there) on another, and startup options are refused,
 * so every statement through the pooler is sent unnamed (decision 0052). What needs a session
 * of its own then goes to `directUrl`: the hot reads' pool (its named statements, planned once,
 * are what make those reads fast), the jobs' locks and LISTEN.
 */
async function openPostgres(url: string, directUrl: string | undefined): Promise<DbHandle> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const server = directUrl ?? url;
  const pool = new pg.Pool({
    connectionString: url,
    max: MAIN_CONNECTIONS,
    ...(directUrl ? { Client: unnamedStatementClient(pg) } : {}),
  });
  // Decision 0051: the hot reads' sessions plan a named statement once.
  const hotPool = new pg.Pool({
    connectionString: server,
    max: HOT_READ_CONNECTIONS,
    options: '-c plan_cache_mode=force_generic_plan',
  });
  const sessionPool = directUrl
    ? new pg.Pool({ connectionString: directUrl, max: SESSION_CONNECTIONS })
    : null;
  const db = drizzle({ client: pool }) as unknown as Db;
  if (sessionPool) sessionPools.set(db, sessionPool);
  return {
    db,
    hotReads: drizzle({ client: hotPool }) as unknown as Db,
    kind: 'postgres',
    url: server,
    close: async () => {
      await Promise.all([pool.end(), hotPool.end(), sessionPool?.end()]);
    },
  };
}

/** A `pg` client that drops the `name` of every query it is given: no server-side statement. */
function unnamedStatementClient(pg: Pg): Pg['Client'] {
  return class UnnamedStatementClient extends pg.Client {
    // pg's query() has many overloads; only a config object can carry a name.
    override query(...args: unknown[]): never {
      const [config, ...rest] = args;
      const named =
        typeof config === 'object' &&
        config !== null &&
        'name' in config &&
        Boolean(config.name) &&
        !('submit' in config);
      const unnamed = named ? { ...config, name: undefined } : config;
      return (super.query as (...a: unknown[]) => never)(unnamed, ...rest);
    }
  };
}
