// Lighthouse (mobile, the default) against the portal as `npm start` serves it: 5 runs per page,
// medians reported. Needs a build. Usage: npm run bench:lighthouse [-- --runs 5] [-- --write]
import { appendFileSync } from 'node:fs';
import { cpus } from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import {
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  giveUpAfter,
  loginCookie,
  startPortal,
} from './lib/portal-server.mjs';

const args = process.argv.slice(2);
const runs = Number(args[args.indexOf('--runs') + 1] || 5) || 5;
const write = args.includes('--write');
giveUpAfter(900_000, 'bench-lighthouse');
const { base, stop } = await startPortal({ port: 4466 });
const cookie = await loginCookie(base, 'maija.meikalainen@example.fi', { remember: true });

const pages = [
  { name: 'front page', path: '/' },
  { name: 'topic', path: '/aihe/jakelu' },
  { name: 'article', path: '/aihe/jakelu/jakelun-keskeytys' },
  { name: 'product', path: '/tuote/paivan-sanomat-7-pv' },
  { name: 'subscriptions (logged in)', path: '/tilaukset', headers: { Cookie: cookie } },
];

const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
});
process.on('exit', () => chrome.kill());
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
stop();
process.exit(0);
