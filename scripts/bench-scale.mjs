// npm run bench:scale -- [--scale 1] [--replace] [--today 2026-11-21]
//
// Builds a publisher-sized data set (issue 33 item 1) in the PostgreSQL database DATABASE_URL
// names: creates the database if it is missing (or drops and creates it with --replace), lets the
// built portal migrate it and seed the demo data (as `npm start` does; needs `npm run build`),
// then adds the scale set with set-based SQL (scripts/lib/scale-set.mjs) and prints each step's
// time, the row counts and the database's size. Scale 1: 500,000 customers and 1,000,000 main
// subscriptions; `--scale 0.01` makes a CI-sized set. `--today` is the day the set is made
// around (default: the clock `npm start` and the benches pin).
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { giveUpAfter, startPortal } from './lib/portal-server.mjs';
import { buildScaleSet } from './lib/scale-set.mjs';

const { values } = parseArgs({
  options: {
    scale: { type: 'string', default: '1' },
    today: { type: 'string', default: '2026-11-21' },
    replace: { type: 'boolean', default: false },
    port: { type: 'string', default: '4391' },
  },
});
const scale = Number(values.scale);
if (!(scale > 0 && scale <= 4)) throw new Error('--scale must be a number in (0, 4]');
if (!/^\d{4}-\d{2}-\d{2}$/.test(values.today)) throw new Error('--today must be YYYY-MM-DD');
const url = process.env.DATABASE_URL;
if (!url) throw new Error('bench:scale needs DATABASE_URL (a PostgreSQL database to fill)');
if (!existsSync('dist/server')) throw new Error('bench:scale needs a build: npm run build');
giveUpAfter(90 * 60_000, 'bench:scale');

const progress = (text) => console.error(`[bench-scale] ${text}`);
const target = new URL(url);
const name = decodeURIComponent(target.pathname.slice(1));
if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unexpected database name: ${name}`);

async function withClient(connectionString, fn) {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

// The database: made here unless it is there already (and then kept, unless --replace).
const maintenance = new URL(url);
maintenance.pathname = '/postgres';
await withClient(maintenance.toString(), async (admin) => {
  const { rows } = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (rows.length > 0 && values.replace) {
    progress(`dropping ${name}`);
    await admin.query(`drop database ${name} with (force)`);
  }
  if (rows.length === 0 || values.replace) await admin.query(`create database ${name}`);
});

const began = performance.now();
progress('migrating and seeding the demo data (the built portal, as npm start)');
const portal = await startPortal({
  port: Number(values.port),
  env: { DATABASE_URL: url, WEB_CONCURRENCY: '1', PORTAL_NOW: `${values.today}T10:00:00+02:00` },
});
await portal.stop();

progress(`building the scale set at scale ${scale}`);
const counts = await withClient(url, async (client) => {
  // A big set's statements run for minutes; the server's default limit (if any) would stop them.
  await client.query('set statement_timeout = 0');
  return buildScaleSet(async (text) => (await client.query(text)).rows, {
    scale,
    today: values.today,
    log: progress,
  });
});
const seconds = (performance.now() - began) / 1000;
const size = await withClient(url, async (client) => {
  const { rows } = await client.query(
    'select pg_size_pretty(pg_database_size(current_database())) as size',
  );
  return rows[0].size;
});

console.log(`scale ${scale} in ${name}: ${(seconds / 60).toFixed(1)} minutes, ${size}`);
console.log('| table | rows |\n| --- | --- |');
for (const [table, n] of Object.entries(counts)) {
  console.log(`| ${table} | ${n.toLocaleString('en-US')} |`);
}
