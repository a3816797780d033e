// npm run bench:scale -- [--scale 1] [--replace] [--reads-only | --build-only] [--duration 5]
//                        [--runs 2] [--today 2026-11-21] [--port 4391]
//
// Issue 33 items 1 and 2. Builds a publisher-sized data set in the PostgreSQL database
// DATABASE_URL names: creates the database if it is missing (or drops and creates it with
// --replace), lets the built portal migrate it and seed the demo data (as `npm start` does;
// needs `npm run build`), then adds the scale set with set-based SQL (scripts/lib/scale-set.mjs)
// and prints each step's time, the row counts and the database's size. Scale 1: 500,000
// customers and 1,000,000 main subscriptions; `--scale 0.01` makes a CI-sized set.
//
// Then it measures the everyday logged-in reads on it against the same reads on a reference set
// at scale 0.01 (the database `<name>_ref` on the same server, made anew each run): both portals
// run side by side, Maija (the demo customer, the same rows in both) logs in to each, and every
// route is loaded on both in turn (A, B, A, B; autocannon, 4 connections), so the ratio of p50
// and p99 is the cost of the publisher's size alone. `--today` is the day the sets are made
// around (default: the clock `npm start` and the benches pin).
import { existsSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { CLIENT_ADDRESS_HEADER, settle } from './lib/bench-scenarios.mjs';
import { giveUpAfter, loginCookie, startPortal } from './lib/portal-server.mjs';
import { databaseName, databaseUrl as databaseUrlOn, withClient } from './lib/postgres.mjs';
import { buildScaleSet } from './lib/scale-set.mjs';
import { median } from './lib/stats.mjs';

const { values } = parseArgs({
  options: {
    scale: { type: 'string', default: '1' },
    today: { type: 'string', default: '2026-11-21' },
    replace: { type: 'boolean', default: false },
    'reads-only': { type: 'boolean', default: false },
    'build-only': { type: 'boolean', default: false },
    duration: { type: 'string', default: '5' },
    runs: { type: 'string', default: '2' },
    port: { type: 'string', default: '4391' },
  },
});
const scale = Number(values.scale);
if (!(scale > 0 && scale <= 4)) throw new Error('--scale must be a number in (0, 4]');
if (!/^\d{4}-\d{2}-\d{2}$/.test(values.today)) throw new Error('--today must be YYYY-MM-DD');
const url = process.env.DATABASE_URL;
if (!url) throw new Error('bench:scale needs DATABASE_URL (a PostgreSQL database to fill)');
if (!existsSync('dist/server')) throw new Error('bench:scale needs a build: npm run build');
const port = Number(values.port);
const duration = Number(values.duration);
const runs = Number(values.runs);
giveUpAfter(90 * 60_000, 'bench:scale');

const REFERENCE_SCALE = 0.01;
const MAIJA = 'maija.meikalainen@example.fi';
/** The logged-in reads of issue 33 item 2, as Maija's pages send them. */
const READS = [
  'subscriptions',
  'subscriptions/2000001',
  'invoices',
  'invoices/50000003',
  'payment-methods',
  'cards',
  'reading-rights',
  'customer/info',
  'account/my-data',
  'account/change-history',
];

/**
 * The anonymous lookups (issue 33 item 2), timed on a guess: a customer number of the set with
 * another customer's subscription (or a wrong name), so every try is refused 404 after the
 * lookup has read what it reads, and counted against the guess limits.
 */
const LOOKUPS = [
  {
    route: 'POST /anonymous-cancellations/lookup',
    path: 'anonymous-cancellations/lookup',
    body: (customerNumber) => ({ customerNumber, subscriptionNumber: '50000001' }),
  },
  {
    route: 'POST /delivery-reclamations/anonymous',
    path: 'delivery-reclamations/anonymous',
    body: (customerNumber) => ({
      customerNumber,
      subscriptionNumber: '50000001',
      lastName: 'Arvaus',
      zipCode: '00000',
      complaint: 'PAPER_MISSING',
      dates: [dayBefore(values.today, 3)],
      compensation: 'REPLACEMENT_ISSUE',
    }),
  },
];
/** Guesses timed per lookup and set, each for another customer from another address. */
const GUESSES = 40;

function dayBefore(day, n) {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - n);
  return date.toISOString().slice(0, 10);
}

const progress = (text) => console.error(`[bench-scale] ${text}`);

const databaseUrl = (name) => databaseUrlOn(url, name);

/** Creates the database if missing (or anew when `replace`); tells whether it is new. */
async function ensureDatabase(name, replace) {
  databaseUrl(name); // refuses an unexpected name
  return withClient(databaseUrl('postgres'), async (admin) => {
    const { rows } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (rows.length > 0 && replace) {
      progress(`dropping ${name}`);
      await admin.query(`drop database ${name} with (force)`);
    }
    if (rows.length === 0 || replace) await admin.query(`create database ${name}`);
    return rows.length === 0 || replace;
  });
}

/** Migrates and seeds the database through the built portal, then adds the set. */
async function buildInto(name, setScale) {
  const began = performance.now();
  progress(`${name}: migrating and seeding the demo data (the built portal, as npm start)`);
  const portal = await startPortal({
    port,
    env: {
      DATABASE_URL: databaseUrl(name),
      WEB_CONCURRENCY: '1',
      PORTAL_NOW: `${values.today}T10:00:00+02:00`,
    },
  });
  await portal.stop();
  progress(`${name}: building the scale set at scale ${setScale}`);
  const counts = await withClient(databaseUrl(name), async (client) => {
    // A big set's statements run for minutes; a server's default limit would stop them.
    await client.query('set statement_timeout = 0');
    return buildScaleSet(async (text) => (await client.query(text)).rows, {
      scale: setScale,
      today: values.today,
      log: (line) => progress(`${name}: ${line}`),
    });
  });
  const minutes = (performance.now() - began) / 60_000;
  const size = await withClient(databaseUrl(name), async (client) => {
    const { rows } = await client.query(
      'select pg_size_pretty(pg_database_size(current_database())) as size',
    );
    return rows[0].size;
  });
  return { minutes, size, counts };
}

const name = databaseName(url);

if (!values['reads-only']) {
  await ensureDatabase(name, values.replace);
  const built = await buildInto(name, scale);
  console.log(`scale ${scale} in ${name}: ${built.minutes.toFixed(1)} minutes, ${built.size}`);
  console.log('\n| table | rows |\n| --- | ---: |');
  for (const [table, n] of Object.entries(built.counts)) {
    console.log(`| ${table} | ${n.toLocaleString('en-US')} |`);
  }
}

if (!values['build-only']) {
  const reference = `${name}_ref`;
  await ensureDatabase(reference, true);
  await buildInto(reference, REFERENCE_SCALE);
  const targets = [];
  for (const [i, [label, db]] of [
    [`scale ${REFERENCE_SCALE}`, reference],
    [`scale ${values['reads-only'] ? '(as built)' : scale}`, name],
  ].entries()) {
    // The server migrates a set built by an older commit before it serves.
    const portal = await startPortal({
      port: port + i,
      env: {
        DATABASE_URL: databaseUrl(db),
        WEB_CONCURRENCY: '1',
        PORTAL_NOW: `${values.today}T10:00:00+02:00`,
        CLIENT_ADDRESS_HEADER,
      },
    });
    targets.push({ label, portal, cookie: await loginCookie(portal.base, MAIJA) });
  }
  progress(`measuring ${READS.length} reads, ${runs} runs of ${duration} s on each set in turn`);
  const figures = READS.map(() => targets.map(() => ({ p50: [], p99: [], rps: [], errors: 0 })));
  for (let run = 0; run < runs; run++) {
    for (const [r, path] of READS.entries()) {
      for (const [t, { portal, cookie }] of targets.entries()) {
        const result = await autocannon({
          url: `${portal.base}/api/v1/${path}`,
          headers: { cookie },
          connections: 4,
          duration,
        });
        const f = figures[r][t];
        f.p50.push(result.latency.p50);
        f.p99.push(result.latency.p99);
        f.rps.push(result.requests.average);
        f.errors += result.errors + result.non2xx;
        await settle();
      }
    }
  }
  const lookups = await timeLookups(targets);
  for (const { portal } of targets) await portal.stop();

  const cpu = cpus()[0]?.model ?? 'unknown CPU';
  console.log(
    `\nMaija's reads, ${new Date().toISOString().slice(0, 10)}, ${cpus().length} × ${cpu}, ` +
      `load ${loadavg()[0].toFixed(2)}; median of ${runs} runs of ${duration} s, 4 connections`,
  );
  const [small, large] = targets.map((t) => t.label);
  console.log(
    `\n| GET /api/v1/… | ${small} p50 / p99 (ms) | ${large} p50 / p99 (ms) | ratio p50 / p99 | requests/s (${small} → ${large}) | errors |`,
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
  for (const [r, path] of READS.entries()) {
    const [a, b] = figures[r].map((f) => ({
      p50: median(f.p50),
      p99: median(f.p99),
      rps: median(f.rps),
      errors: f.errors,
    }));
    const ratio = (x, y) => (x > 0 ? (y / x).toFixed(2) : '–');
    console.log(
      `| ${path} | ${a.p50} / ${a.p99} | ${b.p50} / ${b.p99} | ${ratio(a.p50, b.p50)} / ${ratio(a.p99, b.p99)} | ` +
        `${Math.round(a.rps)} → ${Math.round(b.rps)} | ${a.errors + b.errors} |`,
    );
  }
  console.log(
    `\nAnonymous lookups, one guess at a time (${GUESSES} per set, each for another customer of ` +
      'both sets from another client address, refused 404); the guess limit: the try that first ' +
      'answered 429 when one customer number is guessed from new addresses.',
  );
  console.log(
    `\n| lookup | ${small} p50 / p99 (ms) | ${large} p50 / p99 (ms) | ratio p50 / p99 | answers | guess limit (${small} / ${large}) |`,
  );
  console.log('| --- | ---: | ---: | ---: | --- | --- |');
  for (const { route, byTarget } of lookups) {
    const [a, b] = byTarget;
    const ratio = (x, y) => (x > 0 ? (y / x).toFixed(2) : '–');
    console.log(
      `| ${route} | ${a.p50.toFixed(1)} / ${a.p99.toFixed(1)} | ${b.p50.toFixed(1)} / ${b.p99.toFixed(1)} | ` +
        `${ratio(a.p50, b.p50)} / ${ratio(a.p99, b.p99)} | ${[...new Set([...a.statuses, ...b.statuses])].join(', ')} | ` +
        `try ${a.limitAt ?? 'none'} / try ${b.limitAt ?? 'none'} |`,
    );
  }
}

/** Times each lookup on every set in turn, then finds where its guess limit answers 429. */
async function timeLookups(targets) {
  const send = async (portal, path, body, address) => {
    const started = performance.now();
    const res = await fetch(`${portal.base}/api/v1/${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: portal.base,
        [CLIENT_ADDRESS_HEADER]: address,
      },
      body: JSON.stringify(body),
    });
    await res.arrayBuffer();
    return { ms: performance.now() - started, status: res.status };
  };
  const results = [];
  for (const [l, { route, path, body }] of LOOKUPS.entries()) {
    const byTarget = targets.map(() => ({ times: [], statuses: new Set(), limitAt: null }));
    for (let i = 0; i < GUESSES; i++) {
      // Customers 400000002… exist at every scale; each guess is for a new one.
      const customerNumber = String(400000002 + l * GUESSES + i);
      for (const [t, { portal }] of targets.entries()) {
        const answer = await send(portal, path, body(customerNumber), `10.${l}.${t}.${i + 1}`);
        byTarget[t].times.push(answer.ms);
        byTarget[t].statuses.add(answer.status);
      }
    }
    for (const [t, { portal }] of targets.entries()) {
      const customerNumber = String(400000900 + l);
      for (let attempt = 1; attempt <= 12 && byTarget[t].limitAt === null; attempt++) {
        const answer = await send(portal, path, body(customerNumber), `10.9${l}.${t}.${attempt}`);
        if (answer.status === 429) byTarget[t].limitAt = attempt;
      }
    }
    results.push({
      route,
      byTarget: byTarget.map(({ times, statuses, limitAt }) => {
        const sorted = [...times].sort((x, y) => x - y);
        return {
          p50: median(times),
          p99: sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))],
          statuses: [...statuses],
          limitAt,
        };
      }),
    });
    progress(`timed ${route}`);
  }
  return results;
}
