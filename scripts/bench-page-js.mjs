// JavaScript that each self-service page loads, gzipped at level 9 (budget: docs/performance.md).
// Reads the build (needs `npm run build`): for every page under src/pages that mounts an island,
// its HTML in dist/client, then follows its module graph there: the module scripts and islands the
// HTML names, then their static imports (`import … from "./x.js"`, `import "./x.js"`). Dynamic
// imports (lazy modals) load on demand and are not counted. Inline scripts count with their size.
// A page rendered per request (the login page) has no HTML in dist/client: its islands come from
// the server build's entry-module map, the rest (renderer, layout scripts, inline scripts) from a
// prerendered page with the same layout.
// Usage: npm run bench:page-js [-- --json]
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, posix, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 80;
const CLIENT_DIR = 'dist/client';
const PAGES_DIR = 'src/pages';

/** Routes of the .astro pages that mount an island (`client:` directive). */
function islandRoutes(dir = PAGES_DIR) {
  const routes = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      routes.push(...islandRoutes(path));
      continue;
    }
    if (!name.endsWith('.astro') || name.includes('[')) continue;
    if (!/\bclient:(load|idle|visible|only|media)/.test(readFileSync(path, 'utf8'))) continue;
    const route = `/${relative(PAGES_DIR, path)}`.replace(/\.astro$/, '').replace(/\/?index$/, '');
    routes.push({ route: route === '' ? '/' : route, source: path });
  }
  return routes.sort((a, b) => a.route.localeCompare(b.route));
}

const gzipSize = (text) => gzipSync(text, { level: 9 }).length;
const fileCache = new Map();
const readClientFile = (url) => {
  if (!fileCache.has(url)) fileCache.set(url, readFileSync(join(CLIENT_DIR, url), 'utf8'));
  return fileCache.get(url);
};

/** Static imports of a built module, as absolute /_astro/… URLs. */
function staticImports(url, code) {
  const specifiers = [
    ...code.matchAll(/\bimport\s*(?:[\w*{}\s,$]+?\s*from\s*)?["']([^"']+\.js)["']/g),
  ].map((m) => m[1]);
  return specifiers.map((s) => (s.startsWith('/') ? s : posix.join(posix.dirname(url), s)));
}

/** The module graph of a page: entry URLs and everything they import statically. */
function moduleGraph(entries) {
  const seen = new Set();
  const queue = [...entries];
  while (queue.length > 0) {
    const url = queue.shift();
    if (seen.has(url)) continue;
    seen.add(url);
    queue.push(...staticImports(url, readClientFile(url)));
  }
  return [...seen];
}

function pageEntries(html) {
  const attr = (name) =>
    [...html.matchAll(new RegExp(`${name}="([^"]+\\.js)"`, 'g'))].map((m) => m[1]);
  const scripts = [...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)].map(
    (m) => m[1],
  );
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
    .map((m) => m[1])
    .filter((code) => code.trim() !== '' && !code.trim().startsWith('{'));
  const entries = [...new Set([...attr('component-url'), ...attr('renderer-url'), ...scripts])];
  return { entries: entries.filter((u) => u.startsWith('/_astro/')), inline };
}

/** Entry modules of the client build by source path (from the server build's manifest). */
function entryModules() {
  const entry = readFileSync('dist/server/entry.mjs', 'utf8');
  const map = new Map();
  for (const m of entry.matchAll(/"([^"]+\/src\/islands\/[^"]+\.tsx?)":"(_astro\/[^"]+\.js)"/g)) {
    map.set(m[1], `/${m[2]}`);
  }
  return map;
}

function prerenderedHtml(route) {
  for (const file of [`${route}.html`, `${route}/index.html`]) {
    const path = join(CLIENT_DIR, file);
    if (existsSync(path)) return readFileSync(path, 'utf8');
  }
  return null;
}

/** The entries of a per-request page: its own islands plus a prerendered sibling's renderer and scripts. */
function renderedPageEntries(source, template, modules) {
  const code = readFileSync(source, 'utf8');
  const islands = [...code.matchAll(/^import\s+(\w+)\s+from\s+'([^']*islands\/[^']+)'/gm)]
    .filter((m) => new RegExp(`<${m[1]}\\s[^>]*client:`).test(code))
    .map((m) => {
      const abs = resolve(dirname(source), m[2]);
      const url = modules.get(`${abs}.tsx`) ?? modules.get(`${abs}.ts`);
      if (!url) throw new Error(`no client module for ${m[2]} in ${source}`);
      return url;
    });
  const base = pageEntries(template);
  const own = new Set([...template.matchAll(/component-url="([^"]+)"/g)].map((m) => m[1]));
  return { entries: [...islands, ...base.entries.filter((u) => !own.has(u))], inline: base.inline };
}

const modules = entryModules();
const template = prerenderedHtml('/tilaukset');
const rows = [];
for (const { route, source } of islandRoutes()) {
  const html = prerenderedHtml(route);
  const { entries, inline } = html
    ? pageEntries(html)
    : renderedPageEntries(source, template, modules);
  const files = moduleGraph(entries);
  const bytes =
    files.reduce((sum, url) => sum + gzipSize(readClientFile(url)), 0) +
    inline.reduce((sum, code) => sum + gzipSize(code), 0);
  const largest = files
    .map((url) => ({ url, kb: gzipSize(readClientFile(url)) / 1024 }))
    .sort((a, b) => b.kb - a.kb)
    .slice(0, 4)
    .map((f) => `${posix.basename(f.url)} ${f.kb.toFixed(1)}`);
  rows.push({
    route,
    rendered: html ? 'static' : 'per request',
    kb: bytes / 1024,
    files: files.length,
    largest,
  });
}

if (process.argv.includes('--json')) {
  console.log(JSON.stringify(rows, null, 2));
} else {
  console.log(`| page | KB gzip (level 9) | files | largest (KB) |`);
  console.log(`|---|---|---|---|`);
  for (const r of rows) {
    const flag = r.kb > BUDGET_KB ? ' **over budget**' : '';
    console.log(
      `| ${r.route} | ${r.kb.toFixed(1)}${flag} | ${r.files} | ${r.largest.join(', ')} |`,
    );
  }
}
