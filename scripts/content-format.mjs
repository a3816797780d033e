// npm run content:format: writes every content file the content editor edits in the editor's own
// format (scripts/lib/editor-format.mjs), so that an editor's save changes only what the editor
// changed and a file edited by hand stays readable for the next save. Prettier leaves these files
// alone (.prettierignore); `npm run check` runs this with --check (docs/content.md).
// Usage: node scripts/content-format.mjs [--check] [file ...]
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import { formatAsEditor, useBrowserKeystatic } from './lib/editor-format.mjs';

useBrowserKeystatic();
const { default: config } = await import('../keystatic.config.ts');

const ROOT = new URL('..', import.meta.url).pathname;
const args = process.argv.slice(2);
const check = args.includes('--check');
const only = new Set(args.filter((a) => !a.startsWith('--')).map((f) => resolve(f)));

/** The extension of an entry's main file: its body's ('.md', '.mdx') or '.yaml'. */
const extensionOf = (entry) =>
  typeof entry.format === 'object' && entry.format.contentField
    ? entry.schema[entry.format.contentField].contentExtension
    : '.yaml';

/** Every entry file of a collection ('dir/*' or 'dir/**') with its slug. */
async function collectionFiles(collection) {
  const recursive = collection.path.endsWith('/**');
  const dir = join(ROOT, collection.path.replace(/\/\*\*?$/, ''));
  const extension = extensionOf(collection);
  const files = [];
  for (const entry of await readdir(dir, { withFileTypes: true, recursive })) {
    if (!entry.isFile() || !entry.name.endsWith(extension)) continue;
    const file = join(entry.parentPath, entry.name);
    const slug = relative(dir, file).slice(0, -extension.length).split(sep).join('/');
    files.push({ entry: collection, file, slug });
  }
  return files;
}

const targets = [
  ...(await Promise.all(Object.values(config.collections ?? {}).map(collectionFiles))).flat(),
  ...Object.values(config.singletons ?? {}).map((singleton) => ({
    entry: singleton,
    file: join(ROOT, `${singleton.path}${extensionOf(singleton)}`),
    slug: undefined,
  })),
].filter((t) => only.size === 0 || only.has(t.file));

let differing = 0;
let failed = 0;
for (const { entry, file, slug } of targets.sort((a, b) => a.file.localeCompare(b.file))) {
  const name = relative(ROOT, file);
  const text = await readFile(file);
  let formatted;
  try {
    formatted = formatAsEditor(entry, text, slug);
  } catch (error) {
    failed++;
    console.log(`VIRHE  ${name}: sisältöeditori ei voi lukea tiedostoa: ${error.message}`);
    continue;
  }
  if (formatted === text.toString('utf8')) continue;
  differing++;
  if (check) {
    console.log(`VIRHE  ${name}: ei sisältöeditorin muodossa (korjaa: npm run content:format).`);
  } else {
    await writeFile(file, formatted);
    console.log(`Muotoiltu  ${name}`);
  }
}
console.log(
  `${targets.length} sisältötiedostoa: ${differing} ${check ? 'muotoilematta' : 'muotoiltu'}` +
    (failed ? `, ${failed} virheellistä.` : '.'),
);
process.exit(failed > 0 || (check && differing > 0) ? 1 : 0);
