// Load test of the API as `npm start` serves it: 32 connections for 10 s per route on loopback,
// against PGlite (default) or PostgreSQL (DATABASE_URL). Needs a build (`npm run build`).
// Usage: npm run bench:api [-- --runs 3] [-- --write]   (--write appends to docs/performance.md)
import { spawn } from 'node:child_process';
import { appendFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';

const args = process.argv.slice(2);
const runs = Number(args[args.indexOf('--runs') + 1] || 3) || 3;
const write = args.includes('--write');
const PORT = 4455;
const base = `http://127.0.0.1:${PORT}`;
const dataDir = mkdtempSync(join(tmpdir(), 'bench-data-'));
const db = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';

const server = spawn(process.execPath, ['scripts/serve.mjs'], {
  env: {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: String(PORT),
    DATA_DIR: dataDir,
    PORTAL_NOW: '2026-11-21T10:00:00+02:00',
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const stop = () => {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
};
process.on('exit', stop);
setTimeout(() => {
  console.error('bench-api: gave up after 10 minutes');
  process.exit(1);
}, 600_000).unref();

await new Promise((resolve, reject) => {
  server.stdout.on('data', (chunk) => String(chunk).includes('ready at') && resolve());
  server.on('exit', (code) => reject(new Error(`server exited ${code}`)));
});

const login = await fetch(`${base}/api/v1/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', origin: base },
  body: JSON.stringify({
    username: 'maija.meikalainen@example.fi',
    password: 'Demo-salasana-2026',
  }),
});
const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
if (!login.ok || !cookie) throw new Error(`login failed: ${login.status}`);

const rssMb = () => {
  const status = readFileSync(`/proc/${server.pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
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
process.exit(0);
