// Builds the Pagefind index of the article pages (those with data-pagefind-body) after `astro build`.
// With Voikko (libvoikko1 + voikko-fi) each page is indexed, in memory only, with a hidden block of
// the base forms and compound parts of its words that the page does not already contain, so that
// the query terms of GET /api/v1/search/terms (the same normalisation) find it; the served HTML
// file is not changed. Without Voikko the index is plain Pagefind and the build says so.
// Usage: node scripts/build-search.mjs [--plain] [--site dist/client] [--output <site>/pagefind]
import { readdir, readFile, rm } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import * as pagefind from 'pagefind';
import { indexTerms, tokenize } from '../src/domain/search/terms.ts';
import { loadVoikko } from '../src/server/search/voikko.ts';

const args = process.argv.slice(2);
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const ROOT = resolve(option('--site') ?? new URL('../dist/client/', import.meta.url).pathname);
const plain = args.includes('--plain');
const output = resolve(option('--output') ?? join(ROOT, 'pagefind'));
const CONCURRENCY = 8;
const VOID = new Set('area base br col embed hr img input link meta source track wbr'.split(' '));
const RAW_TEXT = new Set(['script', 'style', 'template', 'noscript']);
const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', shy: '' };

const started = performance.now();

async function* htmlFiles(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (dir === ROOT && entry.name.startsWith('pagefind')) continue;
      yield* htmlFiles(path);
    } else if (entry.name.endsWith('.html')) yield path;
  }
}

const decode = (text) =>
  text.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (whole, name) => {
    if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? whole;
    const code =
      name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
    return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
  });

/**
 * The text inside the first data-pagefind-body element (without data-pagefind-ignore parts,
 * scripts and styles) and the offset of that element's closing tag, or null without one.
 */
function articleBody(html) {
  const TAG = /<!--[\s\S]*?-->|<(\/?)([a-zA-Z][\w-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
  let body = null; // { name, depth }
  let skip = null; // { name, depth } of an ignored or raw-text element
  const text = [];
  let last = 0;
  for (let m = TAG.exec(html); m; m = TAG.exec(html)) {
    const [whole, closing, rawName = '', attrs = ''] = m;
    if (body && !skip) text.push(html.slice(last, m.index));
    last = m.index + whole.length;
    if (!rawName) continue; // a comment
    const name = rawName.toLowerCase();
    const selfClosing = VOID.has(name) || attrs.trimEnd().endsWith('/');
    if (!body) {
      if (!closing && /\sdata-pagefind-body(?=[\s=/]|$)/.test(attrs)) {
        body = { name, depth: 1 };
        if (selfClosing) return { text: '', closeAt: last };
      }
      continue;
    }
    if (skip) {
      if (name === skip.name && !selfClosing) skip.depth += closing ? -1 : 1;
      if (skip.depth === 0) skip = null;
    } else if (!closing && !selfClosing) {
      if (RAW_TEXT.has(name) || /\sdata-pagefind-ignore(?=[\s=/]|$)/.test(attrs)) {
        skip = { name, depth: 1 };
      }
    }
    if (name === body.name && !selfClosing) {
      body.depth += closing ? -1 : 1;
      if (body.depth === 0) return { text: decode(text.join(' ')), closeAt: m.index };
    }
    // Block boundaries separate words even without whitespace in the markup.
    if (body && !skip) text.push(' ');
  }
  return null;
}

const urlOf = (path) => {
  const rel = relative(ROOT, path).split(sep).join('/');
  return '/' + rel.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '');
};

const voikko = plain ? null : loadVoikko();
if (!plain && !voikko) {
  console.warn(
    '[search] Voikko not found: plain Pagefind index (install libvoikko1 and voikko-fi for Finnish base forms)',
  );
}
// Each distinct word is analysed once per build, however many pages use it.
const cache = new Map();
const analyze = (word) => {
  let result = cache.get(word);
  if (!result) {
    result = voikko.analyze(word);
    cache.set(word, result);
  }
  return result;
};

const { index, errors: createErrors } = await pagefind.createIndex({ forceLanguage: 'fi' });
if (!index) throw new Error(`[search] Pagefind did not start: ${createErrors.join('; ')}`);

let pages = 0;
let lemmaTerms = 0;
const errors = [];
const queue = htmlFiles(ROOT);
async function worker() {
  for (;;) {
    const next = await queue.next();
    if (next.done) return;
    const path = next.value;
    const html = await readFile(path, 'utf8');
    if (!html.includes('data-pagefind-body')) continue;
    const body = articleBody(html);
    if (!body) continue;
    let content = html;
    if (voikko) {
      const own = new Set(tokenize(body.text));
      const terms = indexTerms(analyze, body.text).filter((t) => !own.has(t));
      lemmaTerms += terms.length;
      const block = `<p hidden data-search-lemmas>\u2042 ${terms.join(' ')}</p>`;
      content = html.slice(0, body.closeAt) + block + html.slice(body.closeAt);
    }
    const added = await index.addHTMLFile({ url: urlOf(path), content });
    errors.push(...added.errors);
    pages += 1;
  }
}
await Promise.all(Array.from({ length: CONCURRENCY }, worker));

await rm(output, { recursive: true, force: true });
const written = await index.writeFiles({ outputPath: output });
errors.push(...written.errors);
await pagefind.close();
voikko?.close();

if (errors.length > 0) {
  console.error(`[search] Pagefind errors:\n${errors.join('\n')}`);
  process.exit(1);
}
if (pages === 0) console.warn(`[search] no article pages (data-pagefind-body) under ${ROOT}`);
const seconds = ((performance.now() - started) / 1000).toFixed(1);
const lemmaNote = voikko
  ? `, ${cache.size} distinct words analysed with Voikko, ${lemmaTerms} base forms and compound parts added`
  : ', no Voikko step';
console.info(
  `[search] ${pages} article pages indexed${lemmaNote}, into ${relative(process.cwd(), output) || output} in ${seconds} s`,
);
