// JavaScript that each self-service page loads, gzipped at level 9 (budget: docs/performance.md).
// Reads the build (needs `npm run build`): for every page under src/pages that mounts an island,
// its HTML in dist/client, then follows its module graph there: the module scripts and islands the
// HTML names, then their static imports (`import … from "./x.js"`, `import "./x.js"`). Dynamic
// imports (lazy modals) load on demand and are not counted. Inline scripts count with their size.
// A page rendered per request (the login page) has no HTML in dist/client: its islands and its own
// <script> modules come from the server build's entry-module map, the rest (renderer, layout
// scripts, inline scripts) from a prerendered page with the same layout; a page without islands
// gets neither the renderer nor Astro's hydration script.
// Usage: npm run bench:page-js [-- --json]
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, posix, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 80;
const CLIENT_DIR = 'dist/client';
const PAGES_DIR = 'src/pages';

/** Routes of the .astro pages that mount an island (`client:` directive) or bundle a <script>. */
function islandRoutes(dir = PAGES_DIR) {
  const routes = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      routes.push(...islandRoutes(path));
      continue;
    }
    if (!name.endsWith('.astro') || name.includes('[')) continue;
    const code = readFileSync(path, 'utf8');
    const bundlesScript = /<script>/.test(code);
    if (!bundlesScript && !/\bclient:(load|idle|visible|only|media)/.test(code)) continue;
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

/**
 * Entry modules of the client build by source path (from the server build's manifest): islands,
 * and a page's bundled scripts as `<page>.astro?astro&type=script&index=N&lang.ts`.
 */
function entryModules() {
  const entry = readFileSync('dist/server/entry.mjs', 'utf8');
  const map = new Map();
  const source =
    /"([^"]+\/src\/(?:islands\/[^"]+\.tsx?|pages\/[^"]+\.astro\?astro&type=script[^"]*))":"(_astro\/[^"]+\.js)"/g;
  for (const m of entry.matchAll(source)) map.set(m[1], `/${m[2]}`);
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
  const scripts = [...modules]
    .filter(([path]) => path.startsWith(`${resolve(source)}?astro&type=script`))
    .map(([, url]) => url);
  const base = pageEntries(template);
  // The template's islands are not this page's; without islands of its own, neither are React
  // (the renderer) and Astro's hydration script (the astro-island element).
  const notOurs = new Set(
    [...template.matchAll(/(component|renderer)-url="([^"]+)"/g)]
      .filter((m) => m[1] === 'component' || islands.length === 0)
      .map((m) => m[2]),
  );
  return {
    entries: [...islands, ...scripts, ...base.entries.filter((u) => !notOurs.has(u))],
    inline: base.inline.filter((code) => islands.length > 0 || !code.includes('astro-island')),
  };
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
