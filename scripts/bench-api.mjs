// Load test of the API as `npm start` serves it, on PGlite and, with DATABASE_URL, also on
// PostgreSQL (a fresh database of its own on that server, dropped afterwards). Needs a build
// (`npm run build`). Besides Maija (the demo customer), the bench seeds customers with 50 and
// 500 subscriptions (copies of Maija's) and measures the logged-in subscription list and the
// payment-methods overview for each: throughput (32 connections) and the latency of one request
// at a time. With them, the floor (GET /api/v1/bench/floor, on with BENCH_FLOOR_ROUTE: the
// session check and one row) with Maija's session, and each read's share of it (issue 33 item 4:
// the list ≥ 50 %, payment methods ≥ 40 %; at 500 subscriptions within 10× of Maija's). Then, on this build, logging in (as 200 accounts from as many client addresses),
// Maija's subscription list and a consent change under load, side by side on both databases,
// with p50/p99 and the server's peak memory (issue 19 item 10). With --base <dir> (a built
// checkout of another commit) the same run measures that build too, on the same data, and reports
// the ratios: both servers run side by side and every figure is taken from both in turn (A, B, A,
// B), so a slow moment of the machine falls on both (issue 33 item 5).
// Usage: npm run bench:api [-- --runs 3] [-- --duration 10] [-- --base ../checkout] [-- --write]
//        [-- --port 4455] (where the servers listen: this port and the next, one per build)
//        [-- --scenarios-only] (--write appends to docs/performance.md)
import { spawnSync } from 'node:child_process';
import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import {
  CLIENT_ADDRESS_HEADER,
  interleavedThroughput,
  LOGIN_ACCOUNTS,
  measureScenarios,
  seedLoginAccounts,
} from './lib/bench-scenarios.mjs';
import { giveUpAfter, loginCookie, startPortal } from './lib/portal-server.mjs';
import { median } from './lib/stats.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] !== undefined ? args[i + 1] : fallback;
};
const runs = Number(option('--runs', 3)) || 3;
const duration = Number(option('--duration', 10)) || 10;
const baseDir = option('--base', null);
const port = Number(option('--port', 4455)) || 4455;
const write = args.includes('--write');
// Only the login, list and write scenarios (not the 1/50/500-subscription tables).
const scenariosOnly = args.includes('--scenarios-only');
const SIZES = [50, 500];
// Requests one at a time, for the latency of a single request: 60, or as many as fit in 10 s.
const SEQUENTIAL = 60;
const SEQUENTIAL_MS = 10_000;
const MAIJA = 'maija.meikalainen@example.fi';
const FLOOR = ['GET /api/v1/bench/floor (floor)', '/api/v1/bench/floor'];
const READS = [
  ['GET /api/v1/subscriptions', '/api/v1/subscriptions'],
  ['GET /api/v1/payment-methods', '/api/v1/payment-methods'],
];
const postgresUrl = process.env.DATABASE_URL;
// Each server gets its database explicitly: PGlite unless this run passes it a URL.
delete process.env.DATABASE_URL;
giveUpAfter(3_600_000, 'bench-api');

const builds = [
  ...(baseDir ? [{ label: `base ${revision(baseDir)}`, dir: resolve(baseDir) }] : []),
  { label: `this ${revision('.')}`, dir: process.cwd() },
];
const databases = [
  { name: 'PGlite', open: openPglite },
  ...(postgresUrl ? [{ name: 'PostgreSQL', open: openPostgres }] : []),
];

function revision(dir) {
  const out = spawnSync('git', ['-C', dir, 'rev-parse', '--short', 'HEAD'], { encoding: 'utf8' });
  return out.stdout.trim() || dir;
}

const progress = (text) => console.error(`[bench-api] ${text}`);
const load = () => loadavg()[0].toFixed(2);

/** A fresh PGlite data folder; seeded while no server holds it. */
async function openPglite() {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
  return {
    serverEnv: {},
    dataDir,
    async withClient(fn) {
      const { PGlite } = await import('@electric-sql/pglite');
      const client = new PGlite({ dataDir });
      await client.waitReady;
      try {
        return await fn((text, params) => client.query(text, params));
      } finally {
        await client.close();
      }
    },
    drop: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

/** A fresh database on the DATABASE_URL server, dropped afterwards. */
async function openPostgres() {
  const { default: pg } = await import('pg');
  const name = `bench_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  return {
    // One process, as on PGlite: the machine is shared and both builds get the same.
    serverEnv: { DATABASE_URL: url.toString(), WEB_CONCURRENCY: '1' },
    dataDir: undefined,
    async withClient(fn) {
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      try {
        return await fn((text, params) => client.query(text, params));
      } finally {
        await client.end();
      }
    },
    async drop() {
      const client = new pg.Client({ connectionString: postgresUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/**
 * A customer with `count` main subscriptions, copies of Maija's in turn (her statuses, products
 * and dates), with an account that logs in with the demo password. Returns the username.
 */
async function seedCustomer(query, count) {
  const username = `bench.${count}@example.fi`;
  const columnsOf = async (table) =>
    (
      await query(
        `select column_name from information_schema.columns
         where table_schema = 'public' and table_name = $1 order by ordinal_position`,
        [table],
      )
    ).rows.map((r) => r.column_name);
  const [maija] = (
    await query(
      `select a.password_hash, ac.customer_id from accounts a
       join account_customers ac on ac.account_id = a.id and ac.role = 'OWNER'
       where a.username = $1 limit 1`,
      [MAIJA],
    )
  ).rows;
  const copy = (columns, overrides) =>
    columns.map((c) => (c in overrides ? overrides[c] : `src.${c}`)).join(', ');
  const customerColumns = await columnsOf('customers');
  const [customer] = (
    await query(
      `insert into customers (${customerColumns.join(', ')})
       select ${copy(customerColumns, { id: 'gen_random_uuid()', customer_number: '$2' })}
       from customers src where src.id = $1 returning id`,
      [maija.customer_id, `BENCH${count}`],
    )
  ).rows;
  const [account] = (
    await query(`insert into accounts (username, password_hash) values ($1, $2) returning id`, [
      username,
      maija.password_hash,
    ])
  ).rows;
  await query(
    `insert into account_customers (account_id, customer_id, role) values ($1, $2, 'OWNER')`,
    [account.id, customer.id],
  );
  const subscriptionColumns = await columnsOf('subscriptions');
  await query(
    `insert into subscriptions (${subscriptionColumns.join(', ')})
     select ${copy(subscriptionColumns, {
       id: 'gen_random_uuid()',
       subscription_number: `$3 || lpad(g::text, 4, '0')`,
       customer_id: '$2::uuid',
       payer_customer_id: 'null',
       payment_card_id: 'null',
     })}
     from (select s.*, row_number() over (order by s.subscription_number) - 1 as n,
                  count(*) over () as total
           from subscriptions s
           where s.customer_id = $1 and s.parent_subscription_id is null) src
     cross join generate_series(0, $4::int - 1) g
     where g % src.total = src.n`,
    [maija.customer_id, customer.id, `9${String(count).padStart(3, '0')}`, count],
  );
  return username;
}

/** Does the route answer 2xx on this build's server? */
async function answers({ base, cookie }, path) {
  const res = await fetch(base + path, { headers: { cookie } });
  await res.arrayBuffer();
  return res.ok;
}

/** Median time of one request at a time (ms): what a single visitor waits on an idle server. */
async function latency(base, path, cookie) {
  const times = [];
  const until = performance.now() + SEQUENTIAL_MS;
  for (let i = 0; i < SEQUENTIAL && (i < 5 || performance.now() < until); i++) {
    const start = performance.now();
    const res = await fetch(base + path, { headers: { cookie } });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${path} answered ${res.status}`);
    times.push(performance.now() - start);
  }
  return median(times);
}

/** One build's server on a database of its own, seeded like every other build's. */
async function prepare(build, database, buildPort) {
  const storage = await database.open();
  const env = { ...storage.serverEnv, CLIENT_ADDRESS_HEADER, BENCH_FLOOR_ROUTE: 'true' };
  const start = () =>
    startPortal({ port: buildPort, cwd: build.dir, dataDir: storage.dataDir, env });
  let portal = await start();
  progress(`${database.name} ${build.label}: started`);
  // The server has migrated and seeded the demo data; PGlite is seeded with the server stopped.
  if (storage.dataDir) await portal.stop();
  progress(`${database.name} ${build.label}: seeding`);
  const users = await storage.withClient(async (query) => {
    const made = [];
    for (const size of SIZES) made.push([size, await seedCustomer(query, size)]);
    await seedLoginAccounts(query, await passwordHashOf(query, MAIJA));
    return made;
  });
  if (storage.dataDir) portal = await start();
  return { build, storage, portal, users };
}

/** Every route on every build's server, the builds in turn: one list of rows per build. */
async function measure(prepared, database) {
  const [first] = prepared;
  const customers = scenariosOnly
    ? []
    : [[`1 (Maija, ${await countOf(first.portal.base, MAIJA)})`, MAIJA], ...first.users];
  const rowsByBuild = prepared.map(() => []);
  for (const [size, username] of customers) {
    const targets = [];
    for (const { portal } of prepared) {
      targets.push({ base: portal.base, cookie: await loginCookie(portal.base, username) });
    }
    // The floor with Maija's session, on every build that has it (an older --base may not).
    const withFloor =
      username === MAIJA &&
      (await Promise.all(targets.map((t) => answers(t, FLOOR[1])))).every(Boolean);
    for (const [route, path] of [...(withFloor ? [FLOOR] : []), ...READS]) {
      const times = [];
      for (const { base, cookie } of targets) times.push(await latency(base, path, cookie));
      const figures = await interleavedThroughput(targets, path, { runs, duration });
      for (const [k, { build }] of prepared.entries()) {
        rowsByBuild[k].push({ route, size, ms: times[k], ...figures[k], load: load() });
        console.error(
          `${database.name} ${build.label} ${route} @${size}: ${figures[k].rps}/s, ${times[k].toFixed(1)} ms, load ${load()}`,
        );
      }
    }
  }
  const targets = [];
  for (const { build, portal } of prepared) {
    const cookie = await loginCookie(portal.base, MAIJA);
    targets.push({ label: build.label, base: portal.base, cookie, pid: portal.pid });
  }
  const scenarioRows = await measureScenarios({
    targets,
    runs,
    duration,
    progress: (text) => progress(`${database.name} ${text}`),
  });
  return { rowsByBuild, scenarioRows };
}

async function passwordHashOf(query, username) {
  const { rows } = await query('select password_hash from accounts where username = $1', [
    username,
  ]);
  return rows[0].password_hash;
}

/**
 * Each read's share of the floor's requests/s (Maija's session) and how many times fewer
 * requests/s it serves at the largest size than for Maija, from one build's rows.
 */
function hotReadRatios(rows) {
  const floor = rows.find((r) => r.route === FLOOR[0]);
  return READS.map(([route]) => {
    const own = rows.filter((r) => r.route === route);
    const [maija, largest] = [own[0], own.at(-1)];
    const share = floor
      ? `${Math.round((100 * maija.rps) / floor.rps)} % of the floor`
      : 'no floor';
    const slower = (maija.rps / Math.max(largest.rps, 1)).toFixed(1);
    return `${route.replace('GET /api/v1/', '')} ${share}, ${slower}× fewer at ${largest.size}`;
  }).join(', ');
}

/** How many subscriptions the demo customer's list shows (active ones). */
async function countOf(base, username) {
  const cookie = await loginCookie(base, username);
  const res = await fetch(`${base}/api/v1/subscriptions`, { headers: { cookie } });
  return `${(await res.json()).subscriptions.length} listed`;
}

/** Login, list and write on each database side by side: one row per route. */
function scenarioTable(byDatabase) {
  const figures = ['req/s', 'p50 ms', 'p99 ms', 'errors', 'RSS peak / after MB'];
  const header = ['route', ...byDatabase.flatMap(({ name }) => figures.map((f) => `${name} ${f}`))];
  const lines = byDatabase[0].rows.map(({ route }, i) => {
    const cells = byDatabase.flatMap(({ rows }) => {
      const r = rows[i];
      return [r.rps, r.p50, r.p99, r.errors, `${r.rssMb} / ${r.rssAfterMb}`];
    });
    return `| ${route} | ${cells.join(' | ')} |`;
  });
  return [
    `### API under load: login, list, config, static page, write, ${byDatabase.map((d) => d.name).join(' and ')}, ${date} UTC`,
    '',
    `Machine: ${machine}. autocannon on loopback, 32 connections, ${duration} s, median of ${runs} run(s); errors summed over the runs (non-2xx and timeouts); RSS: the server process's resident memory, its peak sampled every 100 ms over the runs, and 2 s after the last run. One server process per build on either database (WEB_CONCURRENCY=1; in production PostgreSQL runs one per core); with several builds their servers run side by side and each run goes to them in turn. Logins rotate over ${LOGIN_ACCOUNTS} accounts, each request from its own client address (CLIENT_ADDRESS_HEADER). The list is Maija's (4 subscriptions); the config route does no database work and the static page comes from the file server. The write turns a consent of Maija's on and off: a transaction with its history row, an audit row and an e-mail in the outbox.`,
    '',
    `| ${header.join(' | ')} |`,
    `|${header.map(() => '---').join('|')}|`,
    ...lines,
    '',
  ].join('\n');
}

const date = new Date().toISOString().slice(0, 16).replace('T', ' ');
const machine = `${cpus().length} cores (${cpus()[0]?.model.trim()}), ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
const sections = [];
const scenariosByDatabase = [];
for (const database of databases) {
  // Every build's server runs at once, each on a port and a database of its own.
  const prepared = [];
  for (const [k, build] of builds.entries())
    prepared.push(await prepare(build, database, port + k));
  let measured;
  try {
    measured = await measure(prepared, database);
  } finally {
    for (const { portal, storage } of prepared) {
      await portal.stop();
      await storage.drop();
    }
  }
  const byBuild = measured.rowsByBuild;
  for (const { label } of builds) {
    const name = builds.length > 1 ? `${database.name} ${label}` : database.name;
    scenariosByDatabase.push({ name, rows: measured.scenarioRows[label] });
  }
  if (scenariosOnly) continue;
  const [first] = byBuild;
  const last = byBuild.at(-1);
  const header = [
    'route',
    'subscriptions',
    ...builds.flatMap((b) => [`${b.label} req/s`, `${b.label} ms`]),
    ...(builds.length > 1 ? ['req/s ratio'] : []),
    'load (1 min)',
  ];
  const lines = first.map((row, i) => {
    const cells = byBuild.flatMap((rows) => [
      `${rows[i].rps}${rows[i].errors ? ` (${rows[i].errors} errors)` : ''}`,
      rows[i].ms.toFixed(1),
    ]);
    const ratio =
      builds.length > 1 ? [`${(last[i].rps / Math.max(first[i].rps, 1)).toFixed(1)}×`] : [];
    return `| ${row.route} | ${row.size} | ${cells.join(' | ')} | ${ratio.join(' | ')}${ratio.length ? ' | ' : ''}${byBuild.map((rows) => rows[i].load).join(' / ')} |`;
  });
  // Growth of the single-request latency per extra subscription, from 1 (Maija) to 500.
  const slopes = builds.map((b, k) => {
    const rows = byBuild[k].filter((r) => r.route === 'GET /api/v1/subscriptions');
    const perSub = (rows.at(-1).ms - rows[0].ms) / (SIZES.at(-1) - 1);
    return `${b.label}: ${perSub.toFixed(3)} ms per extra subscription`;
  });
  const ratios = builds.map((b, k) => `${b.label}: ${hotReadRatios(byBuild[k])}`);
  sections.push(
    [
      `### API on ${database.name}, ${date} UTC`,
      '',
      `Machine: ${machine}. Throughput: 32 connections, ${duration} s, median of ${runs} run(s) per route, the builds in turn within each run; ms: median of ${SEQUENTIAL} requests one at a time (fewer when they take over ${SEQUENTIAL_MS / 1000} s, at least 5). Load: the 1-minute load average when each figure was taken.`,
      '',
      `| ${header.join(' | ')} |`,
      `|${header.map(() => '---').join('|')}|`,
      ...lines,
      '',
      `Subscription list latency growth (1 → ${SIZES.at(-1)} subscriptions): ${slopes.join('; ')}.`,
      '',
      `Hot reads against the floor and at ${SIZES.at(-1)} subscriptions (issue 33 item 4: share of the floor's requests/s ≥ 50 % for the list, ≥ 40 % for payment methods; ${SIZES.at(-1)} subscriptions within 10× of Maija's requests/s): ${ratios.join('; ')}.`,
      '',
    ].join('\n'),
  );
}
sections.push(scenarioTable(scenariosByDatabase));
const report = sections.join('\n');
console.log(report);
if (write) appendFileSync('docs/performance.md', `\n${report}`);
process.exit(0);
