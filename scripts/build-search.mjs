// Builds the static search of the support articles (docs/decisions/0045) from the built article
// pages (those with data-search-body) after `astro build`:
// - dist/client/pagefind/: a Pagefind index with one record per article: its title, summary and
//   text, then (after LEMMA_MARK) the Voikko base forms and compound parts of its words, so that
//   the base form a query is normalised to finds every inflected and compound form; the topic and
//   product-family filters; its word index rewritten in smaller chunks (decision 0053);
// - dist/client/search/sanat/<key>.json: the word-form table in chunks (src/domain/search/
//   word-forms.ts), from which the browser normalises the query as Voikko would and marks matches.
// Without Voikko (libvoikko1 + voikko-fi) words are indexed as written (Pagefind's Finnish
// stemming only) and the build says so.
// Usage: node scripts/build-search.mjs [--plain] [--site dist/client]
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import * as pagefind from 'pagefind';
import { LEMMA_MARK, TITLE_WEIGHT } from '../src/domain/search/search-record.ts';
import { likelyBaseForm, tokenize, wordTerms } from '../src/domain/search/terms.ts';
import { buildWordForms } from '../src/domain/search/word-forms.ts';
import { loadVoikko } from '../src/server/search/voikko.ts';
import { articleParts } from './lib/article-parts.mjs';
import { splitIndexChunks } from './lib/pagefind-chunks.mjs';

const args = process.argv.slice(2);
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const ROOT = resolve(option('--site') ?? new URL('../dist/client/', import.meta.url).pathname);
const plain = args.includes('--plain');
const CONCURRENCY = 8;
const started = performance.now();

async function* htmlFiles(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      yield* htmlFiles(path);
    } else if (entry.name.endsWith('.html')) yield path;
  }
}

const urlOf = (path) => {
  const rel = relative(ROOT, path).split(sep).join('/');
  return '/' + rel.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '');
};

const voikko = plain ? null : loadVoikko();
if (!plain && !voikko) {
  console.warn(
    '[search] Voikko not found: words are indexed as written (install libvoikko1 and voikko-fi for Finnish base forms)',
  );
}
// Each distinct word is analysed once per build, however many pages use it.
const cache = new Map();
const analyze = voikko
  ? (word) => {
      let result = cache.get(word);
      if (!result) {
        result = voikko.analyze(word);
        cache.set(word, result);
      }
      return result;
    }
  : null;

const escapeHtml = (text) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

/** The base forms and compound parts of a text's words that are not written as such in it. */
function lemmas(text) {
  if (!analyze) return '';
  const words = tokenize(text);
  const written = new Set(words);
  const extra = new Set();
  for (const word of written) {
    for (const term of wordTerms(analyze, word)) if (!written.has(term)) extra.add(term);
  }
  return [...extra].join(' ');
}

/**
 * What Pagefind indexes of an article: the text a reader sees, then the lemma block. The title
 * and its lemmas weigh as a heading; the filters sit in an ignored element, so that their
 * values filter without being words of the article.
 */
function recordHtml(parts) {
  const filters = [
    `<span data-pagefind-filter="aihe">${escapeHtml(parts.topic)}</span>`,
    ...parts.families.map((f) => `<span data-pagefind-filter="tuoteperhe">${escapeHtml(f)}</span>`),
  ].join('');
  return [
    '<!doctype html><html lang="fi"><head><meta charset="utf-8"></head><body><main data-pagefind-body>',
    `<h1 data-pagefind-meta="title">${escapeHtml(parts.title)}</h1>`,
    `<p>${escapeHtml(parts.summary)}</p>`,
    `<div>${escapeHtml(parts.text)}</div>`,
    `<div data-pagefind-ignore>${filters}</div>`,
    `<p>${LEMMA_MARK}</p>`,
    `<div data-pagefind-weight="${TITLE_WEIGHT}">${escapeHtml(lemmas(parts.title))}</div>`,
    `<div data-pagefind-weight="2">${escapeHtml(lemmas(parts.summary))}</div>`,
    `<div>${escapeHtml(lemmas(parts.text))}</div>`,
    '</main></body></html>',
  ].join('');
}

const { index, errors } = await pagefind.createIndex({ forceLanguage: 'fi' });
if (!index) throw new Error(`[search] Pagefind: ${errors.join('; ')}`);
const vocabulary = new Set();
let count = 0;
const queue = htmlFiles(ROOT);
async function worker() {
  for (;;) {
    const next = await queue.next();
    if (next.done) return;
    const path = next.value;
    const html = await readFile(path, 'utf8');
    if (!html.includes('data-search-body')) continue;
    const parts = articleParts(html);
    if (!parts) continue;
    const url = urlOf(path);
    const added = await index.addHTMLFile({ url, content: recordHtml(parts) });
    if (added.errors.length) throw new Error(`[search] ${url}: ${added.errors.join('; ')}`);
    for (const word of tokenize(`${parts.title} ${parts.summary} ${parts.text}`)) {
      vocabulary.add(word);
      // An unknown hyphenated word is looked up piece by piece (queryTerms).
      if (word.includes('-')) for (const piece of word.split('-')) vocabulary.add(piece);
    }
    count += 1;
  }
}
await Promise.all(Array.from({ length: CONCURRENCY }, worker));

const pagefindDir = join(ROOT, 'pagefind');
await rm(pagefindDir, { recursive: true, force: true });
const written = await index.writeFiles({ outputPath: pagefindDir });
if (written.errors.length) throw new Error(`[search] Pagefind: ${written.errors.join('; ')}`);
await pagefind.close();
// A query loads one index chunk a word: smaller chunks than Pagefind's own (decision 0053).
const chunks = await splitIndexChunks(pagefindDir);
// Pagefind's ready-made interfaces and its worker: the site has its own search box and runs
// Pagefind in the page (src/islands/search/find-articles.ts), so these are never loaded.
for (const name of await readdir(pagefindDir)) {
  if (/^pagefind-.*\.(js|css)$/.test(name)) await rm(join(pagefindDir, name));
}

const tableDir = join(ROOT, 'search', 'sanat');
await rm(tableDir, { recursive: true, force: true });
await mkdir(tableDir, { recursive: true });
const table = analyze
  ? buildWordForms(vocabulary, {
      baseForm: (word) => likelyBaseForm(analyze, word),
      terms: (word) => wordTerms(analyze, word),
    })
  : new Map();
for (const [key, chunk] of table) {
  await writeFile(join(tableDir, `${key}.json`), JSON.stringify(chunk));
}
voikko?.close();

if (count === 0) console.warn(`[search] no article pages (data-search-body) under ${ROOT}`);
const seconds = ((performance.now() - started) / 1000).toFixed(1);
const voikkoNote = voikko
  ? `, ${cache.size} distinct words analysed with Voikko, ${table.size} word-form chunks`
  : ', no Voikko step';
const chunkNote = `, index in ${chunks.after} chunks (Pagefind wrote ${chunks.before})`;
console.info(
  `[search] ${count} articles indexed with Pagefind${voikkoNote}${chunkNote}, in ${seconds} s`,
);
