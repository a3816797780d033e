// Throughput of the logged-in hot reads with one, two and four server processes on one
// PostgreSQL, straight to the server and through PgBouncer in transaction mode (issue 33 item 6,
// decision 0052). Needs a build and DATABASE_URL (a database of its own on that server is made
// and dropped); the PgBouncer rows need Debian's pgbouncer. Every configuration serves the same
// database, seeded with the demo data by the first one; Maija logs in to each.
// Usage: npm run bench:processes [-- --duration 10] [-- --runs 1] [-- --connections 32]
//        [-- --port 4460] [-- --write] (appends the table to docs/performance.md)
import { appendFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { PGBOUNCER_BINARY, startPgBouncer } from './lib/pgbouncer.mjs';
import { giveUpAfter, loginCookie, startPortal } from './lib/portal-server.mjs';
import { databaseUrl, withClient } from './lib/postgres.mjs';
import { interleavedThroughput } from './lib/bench-scenarios.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] !== undefined ? args[i + 1] : fallback;
};
const duration = Number(option('--duration', 10)) || 10;
const runs = Number(option('--runs', 1)) || 1;
const connections = Number(option('--connections', 32)) || 32;
const port = Number(option('--port', 4460)) || 4460;
const write = args.includes('--write');
const serverUrl = process.env.DATABASE_URL;
if (!serverUrl) {
  console.error('bench:processes needs DATABASE_URL (a PostgreSQL server; a database is made)');
  process.exit(2);
}
delete process.env.DATABASE_URL;
giveUpAfter(3_600_000, 'bench-processes');

const MAIJA = 'maija.meikalainen@example.fi';
const ROUTES = [
  ['floor (session + one row)', '/api/v1/bench/floor'],
  ['GET /api/v1/subscriptions', '/api/v1/subscriptions'],
  ['GET /api/v1/payment-methods', '/api/v1/payment-methods'],
  ['GET /api/v1/config (no database)', '/api/v1/config'],
];
const PROCESSES = [1, 2, 4];
/** Server connections PgBouncer opens for the portal's database, whatever the process count. */
const POOLER_SERVER_CONNECTIONS = 10;

const progress = (text) => console.error(`[bench-processes] ${text}`);

const name = `bench_processes_${Date.now()}`;
const directUrl = databaseUrl(serverUrl, name);
await withClient(serverUrl, (client) => client.query(`create database ${name}`));
const bouncer = PGBOUNCER_BINARY
  ? await startPgBouncer(serverUrl, {
      [name]: { dbname: name, poolSize: POOLER_SERVER_CONNECTIONS },
    })
  : null;
if (!bouncer) progress('PgBouncer is not installed: the pooler rows are left out');

const configurations = [
  ...PROCESSES.map((processes) => ({ processes, pooler: false })),
  ...(bouncer ? PROCESSES.map((processes) => ({ processes, pooler: true })) : []),
];
const rows = [];
try {
  for (const { processes, pooler } of configurations) {
    const label = `${processes} process${processes > 1 ? 'es' : ''}${pooler ? ', PgBouncer' : ''}`;
    const portal = await startPortal({
      port,
      env: {
        DATABASE_URL: pooler && bouncer ? bouncer.urlOf(name) : directUrl,
        ...(pooler ? { DATABASE_DIRECT_URL: directUrl } : {}),
        WEB_CONCURRENCY: String(processes),
        BENCH_FLOOR_ROUTE: 'true',
      },
    });
    try {
      const cookie = await loginCookie(portal.base, MAIJA);
      for (const [route, path] of ROUTES) {
        const [figures] = await interleavedThroughput([{ base: portal.base, cookie }], path, {
          runs,
          duration,
          connections,
        });
        rows.push({ label, route, ...figures, load: loadavg()[0].toFixed(2) });
        progress(`${label} ${route}: ${figures.rps}/s, p99 ${figures.p99} ms`);
      }
    } finally {
      await portal.stop();
    }
  }
} finally {
  await bouncer?.stop();
  await withClient(serverUrl, (client) =>
    client.query(`drop database if exists ${name} with (force)`),
  );
}

const date = new Date().toISOString().slice(0, 16).replace('T', ' ');
const machine = `${cpus().length} cores (${cpus()[0]?.model.trim()}), ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
const report = [
  `### Server processes and PgBouncer, ${date} UTC`,
  '',
  `Machine: ${machine}; PostgreSQL and autocannon on the same cores. \`npm run bench:processes\`: Maija's session, autocannon with ${connections} connections, ${duration} s, median of ${runs} round(s); PgBouncer ${bouncer ? `in transaction mode with ${POOLER_SERVER_CONNECTIONS} server connections` : 'not installed'}.`,
  '',
  '| configuration | route | requests/s | p50 ms | p99 ms | errors | load (1 min) |',
  '|---|---|---|---|---|---|---|',
  ...rows.map(
    (r) => `| ${r.label} | ${r.route} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.load} |`,
  ),
  '',
].join('\n');
console.log(report);
if (write) appendFileSync('docs/performance.md', `\n${report}`);
process.exit(0);
