// Recall at 3 of the site search, with and without the Voikko step, for the realistic queries of
// tests/fixtures/search-queries.json ([{ query, expected: articleId }]). Needs a build
// (`npm run build`, which writes dist/search-index.json with scripts/build-search.mjs). Ranks
// exactly as GET /api/v1/search does (src/domain/search/article-index.ts): with Voikko = the
// built index and the query's base forms; plain = the same articles indexed by their words as
// written, and the query's words as typed.
// Usage: npm run bench:search-recall [-- --write]   (--write appends to docs/performance.md)
import { spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import {
  TERM_WEIGHTS,
  buildArticleIndex,
  rankArticles,
} from '../src/domain/search/article-index.ts';
import { documentTerms, queryTerms, tokenize } from '../src/domain/search/terms.ts';
import { loadVoikko } from '../src/server/search/voikko.ts';

const write = process.argv.includes('--write');
const TOP = 3;
const INDEX = 'dist/search-index.json';
const queries = JSON.parse(readFileSync('tests/fixtures/search-queries.json', 'utf8'));

if (!existsSync(INDEX)) {
  console.error(`search-recall: ${INDEX} is missing; run \`npm run build\` first`);
  process.exit(1);
}
const file = JSON.parse(readFileSync(INDEX, 'utf8'));
const voikko = loadVoikko();
if (!file.normalized || !voikko) {
  console.error('search-recall: needs Voikko (libvoikko1, voikko-fi) at build time and now');
  process.exit(1);
}

const withVoikko = buildArticleIndex(file);
const plain = buildArticleIndex({
  ...file,
  normalized: false,
  documents: file.documents.map((d) => ({
    ...d,
    terms: documentTerms(null, [
      { text: d.title, weight: TERM_WEIGHTS.title },
      { text: d.summary, weight: TERM_WEIGHTS.summary },
      { text: d.text, weight: TERM_WEIGHTS.text },
    ]),
  })),
});

const articleOf = (url) => url.split('/').pop();
const top = (index, terms) =>
  rankArticles(index, terms)
    .hits.slice(0, 10)
    .map((i) => articleOf(index.documents[i].url));
const rankOf = (ids, expected) => ids.indexOf(expected) + 1;

const rows = queries.map(({ query, expected }) => {
  const terms = queryTerms((w) => voikko.analyze(w), query);
  const voikkoTop = top(withVoikko, terms);
  return {
    query,
    expected,
    terms: terms.join(' '),
    voikko: rankOf(voikkoTop, expected),
    plain: rankOf(top(plain, [...new Set(tokenize(query))]), expected),
    voikkoTop: voikkoTop[0] ?? '–',
  };
});
voikko.close();

const hits = (key) => rows.filter((r) => r[key] >= 1 && r[key] <= TOP).length;
const pct = (n) => `${Math.round((100 * n) / rows.length)} %`;
const rank = (n) => (n === 0 ? '–' : n <= TOP ? `**${n}**` : String(n));
const date = new Date().toISOString().slice(0, 10);
const table = [
  `## Search recall (${date})`,
  '',
  `\`npm run bench:search-recall\`: ${rows.length} queries of \`tests/fixtures/search-queries.json\`, each`,
  `with the article a person typing it looks for; recall at ${TOP} = the share of queries whose`,
  `article is among the first ${TOP} results, ranked as \`GET /api/v1/search\` ranks them. With`,
  'Voikko: the built index (words, base forms and compound parts) and the query as base forms;',
  'plain: the same articles indexed by their words as written, and the query as typed.',
  '',
  '| | recall@3 |',
  '|---|---|',
  `| with Voikko | ${hits('voikko')} / ${rows.length} (${pct(hits('voikko'))}) |`,
  `| plain words | ${hits('plain')} / ${rows.length} (${pct(hits('plain'))}) |`,
  '',
  'Rank of the expected article among the first 10 results (– not found):',
  '',
  '| query | expected article | query terms | with Voikko | plain |',
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
    { stdio: 'inherit' },
  );
}
