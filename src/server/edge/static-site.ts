// The built site's static files (dist/client) with the portal's own rules around them. sirv does
// the file serving: a file table read once at start, the .br/.gz twins written by
// scripts/compress-assets.mjs, ETag and 304, Range, path safety. See docs/decisions/0002.
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Logger } from 'pino';
import sirv from 'sirv';
// Plain rules shared with the site; files without imports, as Node's type stripping loads them.
import {
  HIDE_ORDERS_COOKIE,
  asksToHideOrderLinks,
  shouldHideOrderLinks,
} from '../../domain/content/order-links.ts';
import { ARTICLE_PATH_PATTERN } from '../../domain/content/urls.ts';

const HTML = 'text/html; charset=utf-8';

/** Hashed assets never change under their name; pages are revalidated (ETag) on every visit. */
function cacheControl(pathname: string): string {
  if (pathname.startsWith('/_astro/')) return 'public, max-age=31536000, immutable';
  const ext = extname(pathname);
  if (ext === '' || ext === '.html') return 'no-cache';
  return 'public, max-age=3600';
}

/**
 * The trailing-slash, /index and .html forms of a page redirect to its one address, and
 * product-title addresses to their article (src/pages/tuotteet-osoitteet.json.ts).
 */
function redirectTarget(
  pathname: string,
  productTitleRedirects: Record<string, string>,
): string | undefined {
  const clean = pathname.replace(/\/$|\.html$|\/index$/, '') || '/';
  return clean !== pathname ? clean : productTitleRedirects[pathname];
}

interface NotFoundPage {
  html: Buffer;
  br: Buffer | null;
  gzip: Buffer | null;
}

export interface StaticSite {
  /**
   * GET and HEAD of a static address: a redirect, a page with the order-links rule, or a file.
   * Calls next() when there is no such file (the caller then asks Astro's handler).
   */
  serveStatic(req: IncomingMessage, res: ServerResponse, url: URL, next: () => void): Promise<void>;
  /** 404 with the prerendered Finnish page: "article not found" under a topic or product. */
  sendNotFound(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void>;
}

/** Reads the built site once and returns its request handlers. */
export async function createStaticSite({
  clientDir,
  log,
}: {
  clientDir: string;
  log: Logger;
}): Promise<StaticSite> {
  const root = normalize(`${clientDir}/`);
  const productTitleRedirects = JSON.parse(
    await readFile(join(root, 'tuotteet-osoitteet.json'), 'utf8').catch(() => '{}'),
  ) as Record<string, string>;
  const files = sirv(root, {
    dev: false,
    etag: true,
    brotli: true,
    gzip: true,
    extensions: ['html'],
    setHeaders: (res, pathname) => res.setHeader('Cache-Control', cacheControl(pathname)),
  });

  /** The page file of an address, for the rules that rewrite a page (never outside root). */
  async function pageFile(pathname: string): Promise<string | null> {
    const clean = normalize(decodeURIComponent(pathname));
    const candidates =
      clean === '/' ? ['/index.html'] : [clean, `${clean}.html`, join(clean, 'index.html')];
    for (const candidate of candidates) {
      const path = join(root, candidate);
      if (!path.startsWith(root) || extname(path) !== '.html') continue;
      const html = await readFile(path, 'utf8').catch(() => null);
      if (html !== null) return html;
    }
    return null;
  }

  /**
   * Spec §2: in the app's web view (origin=app, hideOrderBanner=true, or the session flag set by
   * them) pages are marked so that CSS hides every shopping link; works without JavaScript.
   */
  function sendWithoutOrderLinks(
    req: IncomingMessage,
    res: ServerResponse,
    html: string,
    status: number,
    url: URL,
  ): void {
    const marked = html.replace('<html lang="fi"', '<html lang="fi" data-hide-orders');
    if (asksToHideOrderLinks(url.searchParams)) {
      res.setHeader('Set-Cookie', `${HIDE_ORDERS_COOKIE}=1; Path=/; SameSite=Lax; HttpOnly`);
    }
    const gzip = (req.headers['accept-encoding'] ?? '').includes('gzip');
    const body = gzip ? gzipSync(marked) : Buffer.from(marked);
    res.statusCode = status;
    res.setHeader('Content-Type', HTML);
    res.setHeader('Cache-Control', 'private, no-cache');
    res.setHeader('Vary', 'Accept-Encoding, Cookie');
    if (gzip) res.setHeader('Content-Encoding', 'gzip');
    res.setHeader('Content-Length', body.length);
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  /** The not-found pages, read once, with their compressed twins. */
  const notFoundPages = new Map<string, NotFoundPage | null>();
  async function notFoundPage(name: string): Promise<NotFoundPage | null> {
    let page = notFoundPages.get(name);
    if (page === undefined) {
      const path = join(root, name);
      const [html = null, br = null, gz = null] = await Promise.all(
        ['', '.br', '.gz'].map((suffix) => readFile(path + suffix).catch(() => null)),
      );
      page = html && { html, br, gzip: gz };
      notFoundPages.set(name, page);
    }
    return page;
  }

  async function sendNotFound(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const page = await notFoundPage(
      ARTICLE_PATH_PATTERN.test(url.pathname) ? 'artikkelia-ei-loytynyt.html' : '404.html',
    );
    if (!page) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Sivua ei löytynyt.');
      return;
    }
    if (shouldHideOrderLinks(url.searchParams, req.headers.cookie)) {
      sendWithoutOrderLinks(req, res, page.html.toString('utf8'), 404, url);
      return;
    }
    const accept = req.headers['accept-encoding'] ?? '';
    const [encoding, body] =
      page.br && /\bbr\b/.test(accept)
        ? ['br', page.br]
        : page.gzip && accept.includes('gzip')
          ? ['gzip', page.gzip]
          : [null, page.html];
    res.statusCode = 404;
    res.setHeader('Content-Type', HTML);
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('Vary', 'Accept-Encoding');
    if (encoding) res.setHeader('Content-Encoding', encoding);
    res.setHeader('Content-Length', body.length);
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  async function serveStatic(
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
    next: () => void,
  ): Promise<void> {
    const target = redirectTarget(url.pathname, productTitleRedirects);
    if (target) {
      res.writeHead(301, { Location: target + url.search });
      res.end();
      return;
    }
    if (shouldHideOrderLinks(url.searchParams, req.headers.cookie)) {
      const html = await pageFile(url.pathname);
      if (html !== null) {
        sendWithoutOrderLinks(req, res, html, 200, url);
        return;
      }
    }
    // sirv pipes a read stream into res without an error handler: a file removed since start
    // (a deploy under a running server) would throw from the stream. End that answer instead.
    res.once('pipe', (source: NodeJS.ReadableStream) =>
      source.on('error', (err: Error) => {
        log.error({ err, path: url.pathname }, 'a static file could not be read');
        res.destroy();
      }),
    );
    files(req, res, next);
  }

  return { serveStatic, sendNotFound };
}
