// npm run content:check: broken internal links, references to missing entries (a topic, a
// product family, a related article), images that are missing, from another site or without a
// text alternative, and articles not updated in over a year, in the content files
// (docs/content.md). Those errors fail (exit 1), and with them `npm run build`; a draft's are
// notes (a draft is not built), and so are stale articles, so that the check never starts
// failing by the calendar alone. The rules are src/domain/content/content-check.ts.
// Usage: node scripts/content-check.mjs [--today yyyy-MM-dd]
import { existsSync, statSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { basename, join, relative, sep } from 'node:path';
import { parse } from 'yaml';
import { contentProblems, linkedFilePath } from '../src/domain/content/content-check.ts';
import { pageRoutes } from './lib/page-routes.mjs';
import { brokenReferenceMessage, missingReferences } from '../src/domain/content/references.ts';

const ROOT = new URL('..', import.meta.url).pathname;
const CONTENT = join(ROOT, 'src', 'content');
const PAGES = join(ROOT, 'src', 'pages');
const args = process.argv.slice(2);
const today =
  (args.includes('--today') ? args[args.indexOf('--today') + 1] : undefined) ??
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Helsinki' }).format(new Date());

async function filesUnder(dir, pattern) {
  const found = [];
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && pattern.test(entry.name)) found.push(join(entry.parentPath, entry.name));
  }
  return found.sort();
}

/** The front matter (YAML between the first two '---' lines) and the body of a Markdown file. */
function splitMarkdown(text) {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(text);
  return match ? { data: parse(match[1]) ?? {}, body: match[2] } : { data: {}, body: text };
}

const idOf = (file, base) =>
  relative(base, file)
    .replace(/\.(md|mdx|yaml)$/, '')
    .split(sep)
    .join('/');
const isoDate = (value) =>
  value instanceof Date ? value.toISOString().slice(0, 10) : String(value ?? '').slice(0, 10);

const markdown = async (collection) =>
  Promise.all(
    (await filesUnder(join(CONTENT, collection), /\.(md|mdx)$/)).map(async (file) => ({
      file,
      id: idOf(file, join(CONTENT, collection)),
      ...splitMarkdown(await readFile(file, 'utf8')),
    })),
  );
const yamlIds = async (collection) =>
  (await filesUnder(join(CONTENT, collection), /\.yaml$/)).map((f) => basename(f, '.yaml'));

const articles = await markdown('articles');
const benefits = await markdown('benefits');
const notices = await markdown('notices');
const campaigns = await markdown('campaigns');
const products = new Map();
const productFiles = new Map();
for (const file of await filesUnder(join(CONTENT, 'products'), /\.yaml$/)) {
  products.set(basename(file, '.yaml'), parse(await readFile(file, 'utf8')).family);
  productFiles.set(basename(file, '.yaml'), file);
}

const content = {
  topics: new Set(await yamlIds('topics')),
  articles: new Map(
    articles.map((a) => [a.id, { topic: a.data.topic, families: a.data.productFamilies ?? [] }]),
  ),
  products,
  benefits: new Set(benefits.map((b) => b.id)),
  notices: new Set(notices.map((n) => n.id)),
  campaigns: new Set(campaigns.map((c) => c.id)),
};
const routes = pageRoutes(PAGES);

const files = [
  ...articles.map((a) => ({
    path: a.file,
    body: a.body,
    updated: isoDate(a.data.updated),
    draft: a.data.draft === true,
  })),
  ...[...benefits, ...notices, ...campaigns].map((c) => ({
    path: c.file,
    body: c.body,
    updated: null,
  })),
];
/** A file beside the content file (relative) or under public/ ('/…'). */
const fileExists = (fromPath, target) => {
  const path = linkedFilePath(relative(ROOT, fromPath).split(sep).join('/'), target);
  return path !== null && existsSync(join(ROOT, path)) && statSync(join(ROOT, path)).isFile();
};
/** The frontmatter references, as src/content.config.ts declares them with reference(). */
const list = (value) => (Array.isArray(value) ? value : []);
const refsOf = (file, field, collection, ids) =>
  (Array.isArray(ids) ? ids : [ids]).flatMap((id, i) =>
    id === undefined || id === null
      ? []
      : [
          {
            file,
            field: Array.isArray(ids) ? `${field}[${i}]` : field,
            collection,
            id: String(id),
          },
        ],
  );
const references = [
  ...articles.flatMap((a) => [
    ...refsOf(a.file, 'topic', 'topics', a.data.topic ?? ''),
    ...refsOf(a.file, 'productFamilies', 'productFamilies', list(a.data.productFamilies)),
    ...refsOf(a.file, 'related', 'articles', list(a.data.related)),
  ]),
  ...[...products].flatMap(([id, family]) =>
    refsOf(productFiles.get(id), 'family', 'productFamilies', family ?? ''),
  ),
  ...campaigns.flatMap((c) =>
    refsOf(c.file, 'productFamily', 'productFamilies', c.data.productFamily ?? ''),
  ),
  ...notices.flatMap((n) =>
    refsOf(n.file, 'productFamilies', 'productFamilies', list(n.data.productFamilies)),
  ),
];
const drafts = new Set(articles.filter((a) => a.data.draft === true).map((a) => a.file));
const referenceProblems = missingReferences(references, {
  topics: content.topics,
  articles: new Set(content.articles.keys()),
  productFamilies: new Set(await yamlIds('product-families')),
}).map((r) =>
  // A draft's broken reference stops only its own publication (src/components/content/queries.ts).
  drafts.has(r.file)
    ? {
        path: r.file,
        severity: 'warning',
        message: `Luonnos: Rikkinäinen viittaus: ${brokenReferenceMessage(r)}`,
      }
    : {
        path: r.file,
        severity: 'error',
        message: `Rikkinäinen viittaus: ${brokenReferenceMessage(r)}`,
      },
);

const problems = [
  ...referenceProblems,
  ...contentProblems(files, routes, content, today, fileExists),
];
for (const p of problems) {
  const mark = p.severity === 'error' ? 'VIRHE' : 'Huomio';
  console.log(`${mark}  ${relative(ROOT, p.path)}: ${p.message}`);
}
const errors = problems.filter((p) => p.severity === 'error').length;
console.log(
  `Tarkistettu ${files.length} sisältötiedostoa (${today}): ${errors} virhettä, ` +
    `${problems.length - errors} huomiota.`,
);
process.exit(errors > 0 ? 1 : 0);
