// Lighthouse (mobile, the default) against the portal as `npm start` serves it: 5 runs per page,
// medians reported. Needs a build. Usage: npm run bench:lighthouse [-- --runs 5] [-- --write]
import { spawn } from 'node:child_process';
import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const args = process.argv.slice(2);
const runs = Number(args[args.indexOf('--runs') + 1] || 5) || 5;
const write = args.includes('--write');
const PORT = 4466;
const base = `http://127.0.0.1:${PORT}`;
const dataDir = mkdtempSync(join(tmpdir(), 'bench-lh-'));

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
let chrome;
const stop = () => {
  server.kill('SIGTERM');
  chrome?.kill();
  rmSync(dataDir, { recursive: true, force: true });
};
process.on('exit', stop);
setTimeout(() => {
  console.error('bench-lighthouse: gave up after 15 minutes');
  process.exit(1);
}, 900_000).unref();
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
    remember: true,
  }),
});
const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];

const pages = [
  { name: 'front page', path: '/' },
  { name: 'topic', path: '/aihe/jakelu' },
  { name: 'article', path: '/aihe/jakelu/jakelun-keskeytys' },
  { name: 'product', path: '/tuote/paivan-sanomat-7-pv' },
  { name: 'subscriptions (logged in)', path: '/tilaukset', headers: { Cookie: cookie } },
];

chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
});
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const rows = [];
for (const page of pages) {
  const results = [];
  for (let i = 0; i < runs; i++) {
    const { lhr } = await lighthouse(base + page.path, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      extraHeaders: page.headers,
    });
    const score = (k) => Math.round((lhr.categories[k]?.score ?? 0) * 100);
    results.push({
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcp: lhr.audits['largest-contentful-paint'].numericValue,
      tbt: lhr.audits['total-blocking-time'].numericValue,
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
      js:
        (lhr.audits['resource-summary']?.details?.items ?? []).find(
          (x) => x.resourceType === 'script',
        )?.transferSize ?? 0,
    });
  }
  const m = (k) => median(results.map((r) => r[k]));
  rows.push(
    `| ${page.name} | ${m('performance')} | ${m('accessibility')} | ${m('bestPractices')} | ${m('seo')} | ${(m('lcp') / 1000).toFixed(2)} s | ${Math.round(m('tbt'))} ms | ${m('cls').toFixed(3)} | ${(m('js') / 1024).toFixed(1)} KB |`,
  );
  console.error(`done: ${page.name}`);
}
const table = [
  `### Lighthouse mobile, ${new Date().toISOString().slice(0, 10)}`,
  '',
  `${cpus().length} cores, Debian Chromium, medians of ${runs} runs (\`npm run bench:lighthouse\`). Lighthouse's mobile emulation throttles CPU and network.`,
  '',
  '| page | performance | accessibility | best practices | SEO | LCP | TBT | CLS | JS transferred |',
  '|---|---|---|---|---|---|---|---|---|',
  ...rows,
  '',
].join('\n');
console.log(table);
if (write) appendFileSync('docs/performance.md', `\n${table}`);
process.exit(0);
