// Recall at 3 of the site search, with and without the Voikko step, for the realistic queries of
// tests/fixtures/search-queries.json ([{ query, expected: articleId }]). Needs a build
// (`npm run build`, which includes scripts/build-search.mjs). Serves the portal as `npm start`
// does, builds a second, plain index into dist/client/pagefind-plain (removed afterwards), and in
// headless Chromium searches: with Voikko = GET /api/v1/search/terms, then the terms in
// /pagefind/; without = the raw query in /pagefind-plain/.
// Usage: npm run bench:search-recall [-- --write]   (--write appends to docs/performance.md)
import { spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, giveUpAfter, startPortal } from './lib/portal-server.mjs';

const write = process.argv.includes('--write');
const TOP = 3;
const CLIENT = 'dist/client';
const PLAIN = join(CLIENT, 'pagefind-plain');
const queries = JSON.parse(readFileSync('tests/fixtures/search-queries.json', 'utf8'));

for (const needed of [
  join(CLIENT, 'pagefind/pagefind.js'),
  'dist/server/entry.mjs',
  'dist/api/node-api.mjs',
]) {
  if (!existsSync(needed)) {
    console.error(
      `search-recall: ${needed} is missing; run \`npm run build\` (with scripts/build-search.mjs) first`,
    );
    process.exit(1);
  }
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });

process.on('exit', () => rmSync(PLAIN, { recursive: true, force: true }));
giveUpAfter(300_000, 'search-recall');

// The plain index: the same pages, no lemma block.
const plain = spawnSync(
  process.execPath,
  ['scripts/build-search.mjs', '--plain', '--output', PLAIN],
  { stdio: ['ignore', 'inherit', 'inherit'], timeout: 120_000 },
);
if (plain.status !== 0) throw new Error('search-recall: building the plain index failed');

const { base } = await startPortal({ port: await freePort() });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

/** A page of the site with the Pagefind bundle at `bundle` loaded, as the search UI would. */
async function openSearch(bundle) {
  const page = await browser.newPage();
  await page.goto(`${base}/`);
  await page.evaluate(async (path) => {
    const pagefind = await import(path);
    await pagefind.init();
    window.__search = async (text) => {
      const found = await pagefind.search(text);
      const top = await Promise.all((found?.results ?? []).slice(0, 10).map((r) => r.data()));
      return top.map((d, i) => ({
        url: d.url,
        lemmaExcerpt: i < 3 && d.excerpt.includes('\u2042'),
      }));
    };
  }, `/${bundle}/pagefind.js`);
  return (text) => page.evaluate((t) => window.__search(t), text);
}
const withVoikko = await openSearch('pagefind');
const withoutVoikko = await openSearch('pagefind-plain');

const articleOf = (url) =>
  url
    .replace(/\.html$/, '')
    .replace(/\/$/, '')
    .split('/')
    .pop();
const rankOf = (urls, expected) => urls.map(articleOf).indexOf(expected) + 1;

const rows = [];
let normalized = true;
let lemmaExcerpts = 0;
for (const { query, expected } of queries) {
  const res = await fetch(`${base}/api/v1/search/terms?q=${encodeURIComponent(query)}`);
  if (!res.ok)
    throw new Error(`search-recall: /search/terms answered ${res.status} for "${query}"`);
  const answer = await res.json();
  normalized &&= answer.normalized;
  const voikkoTop = answer.terms.length ? await withVoikko(answer.terms.join(' ')) : [];
  lemmaExcerpts += voikkoTop.filter((r) => r.lemmaExcerpt).length;
  const voikkoUrls = voikkoTop.map((r) => r.url);
  const plainUrls = (await withoutVoikko(query)).map((r) => r.url);
  rows.push({
    query,
    expected,
    terms: answer.terms.join(' '),
    voikko: rankOf(voikkoUrls, expected),
    plain: rankOf(plainUrls, expected),
    voikkoTop: articleOf(voikkoUrls[0] ?? '') || '–',
  });
}
await browser.close();

const hits = (key) => rows.filter((r) => r[key] >= 1 && r[key] <= TOP).length;
const pct = (n) => `${Math.round((100 * n) / rows.length)} %`;
const rank = (n) => (n === 0 ? '–' : n <= TOP ? `**${n}**` : String(n));
const date = new Date().toISOString().slice(0, 10);
const table = [
  `## Search recall (${date})`,
  '',
  `\`npm run bench:search-recall\`: ${rows.length} queries of \`tests/fixtures/search-queries.json\`, each`,
  `with the article a person typing it looks for; recall at ${TOP} = the share of queries whose`,
  `article is among the first ${TOP} results. With Voikko: the query through`,
  `\`GET /api/v1/search/terms\` (base forms and compound parts${normalized ? '' : '; **the server had no Voikko**'}),`,
  'searched in the index with the lemma block; plain: the raw query in a Pagefind index of the same',
  'pages without it.',
  '',
  '| | recall@3 |',
  '|---|---|',
  `| with Voikko | ${hits('voikko')} / ${rows.length} (${pct(hits('voikko'))}) |`,
  `| plain Pagefind | ${hits('plain')} / ${rows.length} (${pct(hits('plain'))}) |`,
  '',
  `Excerpts of the first ${TOP} results (with Voikko) that show the hidden lemma block (\u2042): ${lemmaExcerpts}.`,
  '',
  'Rank of the expected article among the first 10 results (– not found):',
  '',
  '| query | expected article | terms sent | with Voikko | plain |',
  '|---|---|---|---|---|',
  ...rows.map(
    (r) =>
      `| ${r.query} | ${r.expected} | ${r.terms} | ${rank(r.voikko)}${r.voikko === 0 || r.voikko > TOP ? ` (top: ${r.voikkoTop})` : ''} | ${rank(r.plain)} |`,
  ),
  '',
].join('\n');
console.log(table);
if (write) {
  appendFileSync('docs/performance.md', `\n${table}`);
  spawnSync(
    process.execPath,
    ['node_modules/prettier/bin/prettier.cjs', '--write', 'docs/performance.md'],
    {
      stdio: 'inherit',
    },
  );
}
process.exit(0);
