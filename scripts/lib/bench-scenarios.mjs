// The three routes of issue 19 item 10 under load, for bench-api.mjs: logging in, the logged-in
// subscription list, and a write (a consent changed). Each runs autocannon on loopback and reports
// throughput, p50/p99 latency, errors and the server's peak resident memory while it ran.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { DEMO_PASSWORD } from './portal-server.mjs';
import { median } from './stats.mjs';

/** Accounts that log in during the login scenario: enough that no username is in flight twice. */
export const LOGIN_ACCOUNTS = 200;
/**
 * The header the bench's servers read the client address from (CLIENT_ADDRESS_HEADER): each
 * login comes from an address of its own, as real customers do, so the per-address guessing
 * limit (30 failures in 15 minutes, a reserved attempt counts until it succeeds) does not turn
 * 32 parallel logins from 127.0.0.1 into 429s.
 */
export const CLIENT_ADDRESS_HEADER = 'x-bench-client';

const loginUsername = (i) => `bench.login.${i}@example.fi`;

/** Accounts with the demo password and nothing linked (a login needs no customer). */
export async function seedLoginAccounts(query, passwordHash) {
  await query(
    `insert into accounts (username, password_hash)
     select 'bench.login.' || g || '@example.fi', $1 from generate_series(0, $2::int - 1) g`,
    [passwordHash, LOGIN_ACCOUNTS],
  );
}

/** A process's resident memory in MB now (0 when it has gone). */
function residentMb(pid) {
  try {
    const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
    return kb / 1024;
  } catch {
    return 0;
  }
}

/** The peak resident memory (MB) of a process, sampled every 100 ms until stop() is called. */
function watchMemory(pid) {
  let peak = 0;
  const sample = () => (peak = Math.max(peak, residentMb(pid)));
  sample();
  const timer = setInterval(sample, 100);
  return () => {
    clearInterval(timer);
    sample();
    return Math.round(peak);
  };
}

/**
 * A pause after each run: a server keeps working on the requests in flight when autocannon stops
 * (32 logins are 1-2 s of scrypt), and the next build's run must not share the machine with it.
 */
export const settle = () => new Promise((done) => setTimeout(done, 2_000));

/**
 * Throughput of one GET route on each target (a server and its cookie): `runs` rounds, the
 * targets in turn within each round, so that a ratio between them is taken under the same
 * load; per target the median requests/s, p50 and p99 and the errors summed over the rounds.
 */
export async function interleavedThroughput(targets, path, { runs, duration, connections = 32 }) {
  const results = targets.map(() => []);
  for (let i = 0; i < runs; i++) {
    for (const [k, { base, cookie }] of targets.entries()) {
      const r = await autocannon({ url: base + path, headers: { cookie }, connections, duration });
      results[k].push({
        rps: r.requests.average,
        p50: r.latency.p50,
        p99: r.latency.p99,
        errors: r.errors + r.non2xx,
      });
      await settle();
    }
  }
  return results.map((own) => ({
    rps: Math.round(median(own.map((r) => r.rps))),
    p50: median(own.map((r) => r.p50)),
    p99: median(own.map((r) => r.p99)),
    errors: own.reduce((n, r) => n + r.errors, 0),
  }));
}

/** One autocannon run with the server's memory watched; medians are taken by the caller. */
async function run(options, pid) {
  const stop = watchMemory(pid);
  const r = await autocannon({ connections: 32, ...options });
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts + r.non2xx,
    rssMb: stop(),
    statuses: Object.keys(r.statusCodeStats ?? {}).join(','),
  };
}

/** The scenarios: name and the autocannon options for a portal at `base` with Maija's cookie. */
function scenarios(base, cookie) {
  let n = 0;
  const next = () => n++;
  return [
    {
      route: 'POST /api/v1/auth/login',
      options: {
        url: `${base}/api/v1/auth/login`,
        requests: [
          {
            method: 'POST',
            setupRequest(request) {
              const i = next();
              return {
                ...request,
                headers: {
                  'content-type': 'application/json',
                  origin: base,
                  [CLIENT_ADDRESS_HEADER]: `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
                },
                body: JSON.stringify({
                  username: loginUsername(i % LOGIN_ACCOUNTS),
                  password: DEMO_PASSWORD,
                  remember: false,
                }),
              };
            },
          },
        ],
      },
    },
    {
      route: 'GET /api/v1/subscriptions',
      options: { url: `${base}/api/v1/subscriptions`, headers: { cookie } },
    },
    // The cheap paths (issue 33 item 5): an API route without database work, and a prerendered
    // page from the static files, brotli as a browser asks for it.
    { route: 'GET /api/v1/config', options: { url: `${base}/api/v1/config` } },
    {
      route: 'GET /aihe/jakelu (static page)',
      options: { url: `${base}/aihe/jakelu`, headers: { 'accept-encoding': 'br, gzip' } },
    },
    {
      // A consent turned on and off in turn: a transaction with the change, its history row,
      // an audit row and a confirmation e-mail in the outbox.
      route: 'PUT /api/v1/consents',
      options: {
        url: `${base}/api/v1/consents`,
        requests: [
          {
            method: 'PUT',
            setupRequest(request) {
              const value = next() % 2 ? 'OptIn' : 'OptOut';
              return {
                ...request,
                headers: { 'content-type': 'application/json', origin: base, cookie },
                body: JSON.stringify({
                  changes: [{ kind: 'PROFILING', channel: 'ANY', brand: '', value }],
                }),
              };
            },
          },
        ],
      },
    },
  ];
}

/**
 * Runs every scenario `runs` times for `duration` s on each target (a build's server: label,
 * base, Maija's cookie, pid), the targets in turn within each round (A, B, A, B), so a slow
 * moment of the machine falls on both; the median of each figure per target. Returns
 * { [label]: rows }.
 */
export async function measureScenarios({ targets, runs, duration, progress }) {
  const rowsByTarget = Object.fromEntries(targets.map((t) => [t.label, []]));
  const plans = targets.map((t) => scenarios(t.base, t.cookie));
  for (let s = 0; s < plans[0].length; s++) {
    const results = targets.map(() => []);
    for (let i = 0; i < runs; i++) {
      for (const [k, target] of targets.entries()) {
        results[k].push(await run({ ...plans[k][s].options, duration }, target.pid));
        await settle();
      }
    }
    for (const [k, target] of targets.entries()) {
      const own = results[k];
      const row = {
        route: plans[k][s].route,
        rps: Math.round(median(own.map((r) => r.rps))),
        p50: median(own.map((r) => r.p50)),
        p99: median(own.map((r) => r.p99)),
        errors: own.reduce((sum, r) => sum + r.errors, 0),
        rssMb: Math.max(...own.map((r) => r.rssMb)),
        // What the server keeps once the load has stopped (DESIGN.md's "memory after load").
        rssAfterMb: await new Promise((done) =>
          setTimeout(() => done(Math.round(residentMb(target.pid))), 2_000),
        ),
      };
      const statuses = [...new Set(own.map((r) => r.statuses))].join(' ');
      progress(
        `${target.label} ${row.route}: ${row.rps}/s, p50 ${row.p50} ms, p99 ${row.p99} ms, ${row.errors} errors, statuses ${statuses}`,
      );
      rowsByTarget[target.label].push(row);
    }
  }
  return rowsByTarget;
}
