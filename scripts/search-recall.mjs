// Recall at 3 of the site search for the realistic queries of tests/fixtures/search-queries.json
// ([{ query, expected: articleId }]). Needs a build (`npm run build`). Runs the search exactly as
// a visitor's browser does: the built site's static files alone on 127.0.0.1, Debian's Chromium,
// and the search module's findArticles (src/islands/search/find-articles.ts) over Pagefind with
// the word-form table.
// Usage: npm run bench:search-recall [-- --write]   (--write appends to docs/performance.md)
import { spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { startStaticFilesServer } from './lib/static-files-server.mjs';

const write = process.argv.includes('--write');
const TOP = 3;
const SITE = 'dist/client';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const queries = JSON.parse(readFileSync('tests/fixtures/search-queries.json', 'utf8'));

if (!existsSync(`${SITE}/pagefind/pagefind.js`)) {
  console.error(`search-recall: ${SITE}/pagefind is missing; run \`npm run build\` first`);
  process.exit(1);
}

const server = await startStaticFilesServer(SITE);
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
const timer = setTimeout(() => {
  console.error('search-recall: gave up after 2 minutes');
  process.exit(1);
}, 120_000);
let rows;
try {
  const page = await browser.newPage();
  await page.goto(`${server.base}/`);
  rows = await page.evaluate(async (list) => {
    const url = '/search/search-ui.js';
    /** @type {typeof import('../src/islands/search/find-articles.ts')} */
    const search = await import(url);
    const out = [];
    for (const { query, expected } of list) {
      const found = await search.findArticles(query, {});
      const top = await Promise.all(found.results.slice(0, 10).map((load) => load()));
      const ids = top.map((r) => r.url.split('/').pop());
      out.push({
        query,
        expected,
        terms: found.terms.join(' '),
        rank: ids.indexOf(expected) + 1,
        top: ids[0] ?? '–',
      });
    }
    return out;
  }, queries);
} finally {
  clearTimeout(timer);
  await browser.close();
  await server.close();
}

const hits = rows.filter((r) => r.rank >= 1 && r.rank <= TOP).length;
const pct = (n) => `${Math.round((100 * n) / rows.length)} %`;
const rank = (n) => (n === 0 ? '–' : n <= TOP ? `**${n}**` : String(n));
const date = new Date().toISOString().slice(0, 10);
const table = [
  `## Search recall (${date})`,
  '',
  `\`npm run bench:search-recall\`: ${rows.length} queries of \`tests/fixtures/search-queries.json\`, each`,
  `with the article a person typing it looks for; recall at ${TOP} = the share of queries whose`,
  `article is among the first ${TOP} results. The search as the browser runs it: Pagefind over the`,
  'static files, the query normalised with the word-form table (Voikko at build time).',
  '',
  `Recall@3: **${hits} / ${rows.length} (${pct(hits)})**.`,
  '',
  'Rank of the expected article among the first 10 results (– not found):',
  '',
  '| query | expected article | query terms | rank |',
  '|---|---|---|---|',
  ...rows.map(
    (r) =>
      `| ${r.query} | ${r.expected} | ${r.terms} | ${rank(r.rank)}${r.rank === 0 || r.rank > TOP ? ` (top: ${r.top})` : ''} |`,
  ),
  '',
].join('\n');
console.log(table);
if (write) {
  appendFileSync('docs/performance.md', `\n${table}`);
  spawnSync(
    process.execPath,
    ['node_modules/prettier/bin/prettier.cjs', '--write', 'docs/performance.md'],
    { stdio: 'inherit' },
  );
}
