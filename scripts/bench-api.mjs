// Load test of the API as `npm start` serves it: 32 connections for 10 s per route on loopback,
// against PGlite (default) or PostgreSQL (DATABASE_URL). Needs a build (`npm run build`).
// Usage: npm run bench:api [-- --runs 3] [-- --write]   (--write appends to docs/performance.md)
import { spawnSync } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import autocannon from 'autocannon';
import { giveUpAfter, loginCookie, startPortal } from './lib/portal-server.mjs';

const args = process.argv.slice(2);
const runs = Number(args[args.indexOf('--runs') + 1] || 3) || 3;
const write = args.includes('--write');
const db = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
giveUpAfter(600_000, 'bench-api');
const { base, pid, stop } = await startPortal({ port: 4455 });
const cookie = await loginCookie(base, 'maija.meikalainen@example.fi');

/** Resident memory of the server, its cluster workers included (with DATABASE_URL). */
const rssMb = () => {
  const { stdout } = spawnSync('ps', ['-o', 'rss=', '-p', String(pid), '--ppid', String(pid)], {
    encoding: 'utf8',
  });
  const kb = stdout.split('\n').reduce((sum, line) => sum + (Number(line.trim()) || 0), 0);
  return Math.round(kb / 1024);
};
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const routes = [
  {
    name: 'GET /api/v1/subscriptions (logged in)',
    path: '/api/v1/subscriptions',
    headers: { cookie },
  },
  { name: 'GET /api/v1/config', path: '/api/v1/config', headers: {} },
];
const idleRss = rssMb();
const rows = [];
for (const route of routes) {
  const results = [];
  for (let i = 0; i < runs; i++) {
    const r = await autocannon({
      url: base + route.path,
      headers: route.headers,
      connections: 32,
      duration: 10,
    });
    results.push({ rps: r.requests.average, p99: r.latency.p99, errors: r.errors + r.non2xx });
  }
  rows.push({
    route: route.name,
    rps: Math.round(median(results.map((r) => r.rps))),
    p99: median(results.map((r) => r.p99)),
    errors: results.reduce((n, r) => n + r.errors, 0),
  });
}
const afterRss = rssMb();

const date = new Date().toISOString().slice(0, 10);
const machine = `${cpus().length} cores (${cpus()[0]?.model.trim()}), ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
const table = [
  `### API on ${db}, ${date}`,
  '',
  `Machine: ${machine}. 32 connections, 10 s, median of ${runs} runs per route; server RSS idle ${idleRss} MB, after load ${afterRss} MB.`,
  '',
  '| route | requests/s | p99 latency (ms) | errors |',
  '|---|---|---|---|',
  ...rows.map((r) => `| ${r.route} | ${r.rps} | ${r.p99} | ${r.errors} |`),
  '',
].join('\n');
console.log(table);
if (write) appendFileSync('docs/performance.md', `\n${table}`);
stop();
process.exit(0);
