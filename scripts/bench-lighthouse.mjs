// Lighthouse (mobile, the default) against the portal as `npm start` serves it: 5 runs per page,
// medians reported, each page's JavaScript transferred, and the budgets of DESIGN.md reported as
// met or not with the numbers (issue 19 item 11). Needs a build.
// Usage: npm run bench:pages [-- --runs 5] [-- --write]   (bench:lighthouse is the same)
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
import { median } from './lib/stats.mjs';

const args = process.argv.slice(2);
const runs = Number(args[args.indexOf('--runs') + 1] || 5) || 5;
const write = args.includes('--write');
giveUpAfter(900_000, 'bench-lighthouse');
const { base, stop } = await startPortal({ port: 4466 });
const cookie = await loginCookie(base, 'maija.meikalainen@example.fi', { remember: true });

/** DESIGN.md "Budgets": content pages, and the heaviest self-service page. */
const CONTENT_BUDGET = {
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 800,
  tbtMs: 0,
  cls: 0,
  jsKb: 0,
};
const SELF_SERVICE_BUDGET = { performance: 98, tbtMs: 50, jsKb: 80 };
const pages = [
  { name: 'front page', path: '/', budget: CONTENT_BUDGET },
  { name: 'topic', path: '/aihe/jakelu', budget: CONTENT_BUDGET },
  { name: 'article', path: '/aihe/jakelu/jakelun-keskeytys', budget: CONTENT_BUDGET },
  { name: 'product', path: '/tuote/paivan-sanomat-7-pv', budget: CONTENT_BUDGET },
  {
    name: 'subscriptions (logged in)',
    path: '/tilaukset',
    headers: { Cookie: cookie },
    budget: SELF_SERVICE_BUDGET,
  },
];

/** What a page's medians miss of its budget, in words; [] when every figure is within it. */
function missed(budget, m) {
  const misses = [];
  for (const key of ['performance', 'accessibility', 'bestPractices', 'seo']) {
    if (budget[key] !== undefined && m[key] < budget[key])
      misses.push(`${key} ${m[key]} < ${budget[key]}`);
  }
  if (budget.lcpMs !== undefined && m.lcp > budget.lcpMs)
    misses.push(`LCP ${Math.round(m.lcp)} ms`);
  if (budget.tbtMs !== undefined && m.tbt > budget.tbtMs)
    misses.push(`TBT ${Math.round(m.tbt)} ms`);
  if (budget.cls !== undefined && m.cls > budget.cls) misses.push(`CLS ${m.cls.toFixed(3)}`);
  if (budget.jsKb !== undefined && m.js / 1024 > budget.jsKb) {
    misses.push(`JS ${(m.js / 1024).toFixed(1)} KB > ${budget.jsKb}`);
  }
  return misses;
}

const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
});
process.on('exit', () => chrome.kill());
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
  const m = Object.fromEntries(
    Object.keys(results[0]).map((k) => [k, median(results.map((r) => r[k]))]),
  );
  const misses = missed(page.budget, m);
  rows.push(
    `| ${page.name} | ${m.performance} | ${m.accessibility} | ${m.bestPractices} | ${m.seo} | ${(m.lcp / 1000).toFixed(2)} s | ${Math.round(m.tbt)} ms | ${m.cls.toFixed(3)} | ${(m.js / 1024).toFixed(1)} KB | ${misses.length ? `not met: ${misses.join(', ')}` : 'met'} |`,
  );
  console.error(`done: ${page.name}`);
}
const table = [
  `### Lighthouse mobile, ${new Date().toISOString().slice(0, 10)}`,
  '',
  `${cpus().length} cores, Debian Chromium, medians of ${runs} runs (\`npm run bench:pages\`). Lighthouse's mobile emulation throttles CPU and network.`,
  '',
  'Budgets (DESIGN.md): content pages performance, accessibility, best practices and SEO 100, LCP <= 0.8 s, TBT 0 ms, CLS 0, no JavaScript before the search is used; the subscriptions page performance >= 98, TBT <= 50 ms, JavaScript <= 80 KB.',
  '',
  '| page | performance | accessibility | best practices | SEO | LCP | TBT | CLS | JS transferred | budget |',
  '|---|---|---|---|---|---|---|---|---|---|',
  ...rows,
  '',
].join('\n');
console.log(table);
if (write) appendFileSync('docs/performance.md', `\n${table}`);
stop();
process.exit(0);
