// Serves the built portal: pre-compressed static files with cache headers, then the Astro
// handler for on-demand pages; the API goes to Hono directly. See docs/decisions/0002-own-node-server.md.
import cluster from 'node:cluster';
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { availableParallelism } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
// Plain rules shared with the site, loaded with Node's TypeScript type stripping (no imports).
import {
  HIDE_ORDERS_COOKIE,
  asksToHideOrderLinks,
  shouldHideOrderLinks,
} from '../src/domain/content/order-links.ts';
import { ARTICLE_PATH_PATTERN } from '../src/domain/content/urls.ts';
import { applyPageHeaders } from './lib/page-headers.mjs';

const CLIENT_DIR = new URL('../dist/client/', import.meta.url).pathname;
const ENTRY = new URL('../dist/server/entry.mjs', import.meta.url);
const API_ENTRY = new URL('../dist/api/node-api.mjs', import.meta.url);
// The support-article search index of this build (scripts/build-search.mjs), for the API and /haku.
process.env.SEARCH_INDEX ??= new URL('../dist/search-index.json', import.meta.url).pathname;
const HOST = process.env.HOST || 'localhost';
const PORT = Number(process.env.PORT || 4321);
const PRODUCTION = process.env.NODE_ENV === 'production';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
  '.wasm': 'application/wasm',
};

/** Headers on every answer; pages also carry Astro's CSP meta for scripts and styles. */
function securityHeaders(res) {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
  res.setHeader('X-Frame-Options', 'DENY');
  res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
  if (PRODUCTION) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
}

function cacheControl(urlPath, ext) {
  if (urlPath.startsWith('/_astro/')) return 'public, max-age=31536000, immutable';
  if (ext === '.html') return 'no-cache';
  return 'public, max-age=3600';
}

async function fileFor(urlPath) {
  const clean = normalize(decodeURIComponent(urlPath)).replace(/^(\.\.[/\\])+/, '');
  const candidates = clean.endsWith('/') ? [join(clean, 'index.html')] : [clean, `${clean}.html`];
  for (const candidate of candidates) {
    const path = join(CLIENT_DIR, candidate);
    if (!path.startsWith(CLIENT_DIR)) return null;
    const info = await stat(path).catch(() => null);
    if (info?.isFile()) return { path, size: info.size };
  }
  return null;
}

/**
 * Spec §2: in the app's web view (origin=app, hideOrderBanner=true, or the session flag set by
 * them) pages are marked so that CSS hides every shopping link; works without JavaScript.
 */
async function sendPageWithoutOrderLinks(req, res, file, status, url) {
  const html = (await readFile(file.path, 'utf8')).replace(
    '<html lang="fi"',
    '<html lang="fi" data-hide-orders',
  );
  if (asksToHideOrderLinks(url.searchParams)) {
    res.setHeader('Set-Cookie', `${HIDE_ORDERS_COOKIE}=1; Path=/; SameSite=Lax; HttpOnly`);
  }
  const gzip = String(req.headers['accept-encoding'] ?? '').includes('gzip');
  const body = gzip ? gzipSync(html) : Buffer.from(html);
  res.statusCode = status;
  res.setHeader('Content-Type', TYPES['.html']);
  res.setHeader('Cache-Control', 'private, no-cache');
  res.setHeader('Vary', 'Accept-Encoding, Cookie');
  if (gzip) res.setHeader('Content-Encoding', 'gzip');
  res.setHeader('Content-Length', body.length);
  res.end(req.method === 'HEAD' ? undefined : body);
}

async function sendFile(
  req,
  res,
  file,
  status = 200,
  url = new URL(req.url ?? '/', 'http://localhost'),
) {
  const ext = extname(file.path);
  if (ext === '.html' && shouldHideOrderLinks(url.searchParams, req.headers.cookie)) {
    return sendPageWithoutOrderLinks(req, res, file, status, url);
  }
  const accept = String(req.headers['accept-encoding'] ?? '');
  let path = file.path;
  let size = file.size;
  res.setHeader('Vary', 'Accept-Encoding');
  for (const [encoding, suffix] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ]) {
    if (!accept.includes(encoding)) continue;
    const info = await stat(path + suffix).catch(() => null);
    if (info) {
      path += suffix;
      size = info.size;
      res.setHeader('Content-Encoding', encoding);
      break;
    }
  }
  res.statusCode = status;
  res.setHeader('Content-Type', TYPES[ext] ?? 'application/octet-stream');
  res.setHeader('Content-Length', size);
  res.setHeader('Cache-Control', cacheControl(req.url ?? '', ext));
  if (req.method === 'HEAD') return res.end();
  createReadStream(path).pipe(res);
}

/** One server process: static files, the API and Astro's on-demand pages. */
async function startServer() {
  const { handler } = await import(ENTRY.href);
  // Product-title addresses of articles redirect to the article (src/pages/tuotteet-osoitteet.json.ts).
  const productTitleRedirects = JSON.parse(
    await readFile(join(CLIENT_DIR, 'tuotteet-osoitteet.json'), 'utf8').catch(() => '{}'),
  );
  // The API goes straight to Hono; Astro's handler (and its copy of the API) serves pages only.
  const { apiListener } = await import(API_ENTRY.href);

  const server = createServer(async (req, res) => {
    securityHeaders(res);
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname.startsWith('/api/')) return apiListener(req, res);
    applyPageHeaders(url.pathname, res);
    if (req.method === 'GET' || req.method === 'HEAD') {
      const clean = url.pathname.replace(/\/$|\.html$|\/index$/, '') || '/';
      const target = clean !== url.pathname ? clean : productTitleRedirects[url.pathname];
      if (target) {
        res.writeHead(301, { Location: target + url.search }).end();
        return;
      }
      const file = await fileFor(url.pathname === '/' ? '/index.html' : url.pathname);
      if (file) return sendFile(req, res, file, 200, url);
    }
    handler(req, res, async () => {
      // An unknown article under a topic or product gets the "article not found" page.
      const page = ARTICLE_PATH_PATTERN.test(url.pathname)
        ? '/artikkelia-ei-loytynyt.html'
        : '/404.html';
      const notFoundPage = await fileFor(page);
      if (notFoundPage) return sendFile(req, res, notFoundPage, 404, url);
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Sivua ei löytynyt.');
    });
  });

  server.listen(PORT, HOST, async () => {
    const base = `http://${HOST.includes(':') ? `[${HOST}]` : HOST}:${PORT}`;
    // The first API call opens the database, migrates and seeds; do it now, not on a visitor's click.
    const warm = await fetch(`${base}/api/v1/config`).catch((err) => err);
    if (!warm?.ok) {
      console.error('[portal] the API did not start', warm?.status ?? warm);
      process.exit(1);
    }
    console.info(`[portal] ready at ${base}`);
  });

  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => server.close(() => process.exit(0)));
  }
}

/**
 * With PostgreSQL the portal is stateless, so it runs one process per core (WEB_CONCURRENCY to
 * override) behind the same port. The embedded PGlite belongs to one process: one server then.
 */
function startCluster(workers) {
  let stopping = false;
  for (let i = 0; i < workers; i++) cluster.fork();
  cluster.on('exit', (worker, code) => {
    if (stopping) return;
    console.error(`[portal] worker ${worker.process.pid} exited (${code}); starting another`);
    cluster.fork();
  });
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      stopping = true;
      for (const worker of Object.values(cluster.workers ?? {})) worker?.kill(signal);
      process.exit(0);
    });
  }
}

const WORKERS = process.env.DATABASE_URL
  ? Number(process.env.WEB_CONCURRENCY || availableParallelism())
  : 1;
if (cluster.isPrimary && WORKERS > 1) startCluster(WORKERS);
else await startServer();
