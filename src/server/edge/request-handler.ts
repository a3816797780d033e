// The Node server's request listener: the API to Hono, static files, Astro's on-demand pages,
// the Finnish 404 pages. Every request is answered, also when a rule throws.
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { type Logger, logger, requestContext } from '../log/logger.ts';
import { requestIdFrom } from '../log/request-id.ts';
import { servesKeystaticApi } from './keystatic-mode.ts';
import type { StaticSite } from './static-site.ts';

/** Astro's middleware-mode handler: answers its on-demand pages, calls next() for the rest. */
export type AstroHandler = (req: IncomingMessage, res: ServerResponse, next: () => void) => unknown;
/** The Hono API as a node:http listener (src/server/node-api.ts). */
export type ApiListener = (req: IncomingMessage, res: ServerResponse) => unknown;

/**
 * A path that does not decode (a malformed percent-escape such as /%E0%A4%A) is a bad request.
 * It used to throw inside the handler, leave the request unanswered and block SIGTERM forever.
 */
function decodablePath(rawUrl: string | undefined): URL | null {
  try {
    const url = new URL(rawUrl ?? '/', 'http://localhost');
    decodeURIComponent(url.pathname);
    return url;
  } catch {
    return null;
  }
}

function sendBadRequest(req: IncomingMessage, res: ServerResponse): void {
  const api = (req.url ?? '').startsWith('/api/');
  const body = api
    ? JSON.stringify({ errorKey: 'bad-request', message: 'Virheellinen osoite.' })
    : 'Virheellinen osoite.';
  res.writeHead(400, {
    'Content-Type': api ? 'application/json' : 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
  });
  res.end(body);
}

export interface EdgeParts {
  /** The headers of every answer (security-headers.ts). */
  securityHeaders: (res: ServerResponse) => void;
  /** The page CSP header and no-store of personal pages (page-headers.ts). */
  pageHeaders?: (pathname: string, res: ServerResponse) => void;
  site: StaticSite;
  astroHandler: AstroHandler;
  apiListener: ApiListener;
  log?: Logger;
  /**
   * Send /api/keystatic/ to Astro: the content editor's API on a build made with
   * KEYSTATIC=github (decision 0044); default from the environment.
   */
  keystaticApi?: boolean;
}

export function createRequestHandler({
  securityHeaders,
  pageHeaders,
  site,
  astroHandler,
  apiListener,
  log = logger,
  keystaticApi = servesKeystaticApi(process.env),
}: EdgeParts): RequestListener {
  /** The portal's API; the content editor's own API is an Astro route. */
  const isApi = (pathname: string) =>
    pathname.startsWith('/api/') && !(keystaticApi && pathname.startsWith('/api/keystatic/'));

  async function route(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    if (isApi(url.pathname)) {
      await apiListener(req, res);
      return;
    }
    if (req.method === 'GET' || req.method === 'HEAD') {
      const served = await new Promise<boolean>((resolve, reject) => {
        site.serveStatic(req, res, url, () => resolve(false)).then(() => resolve(true), reject);
      });
      if (served) return;
    }
    // Astro answers its on-demand pages and calls next() for anything else: the 404 page.
    await new Promise<void>((resolve, reject) => {
      let notFound = false;
      const next = () => {
        notFound = true;
        site.sendNotFound(req, res, url).then(resolve, reject);
      };
      Promise.resolve(astroHandler(req, res, next)).then(() => notFound || resolve(), reject);
    });
  }

  return (req, res) => {
    securityHeaders(res);
    const url = decodablePath(req.url);
    if (!url) return sendBadRequest(req, res);
    // The API has its own request id and access line (src/server/http/request-log.ts).
    if (isApi(url.pathname)) return void handleSafely(req, res, url);
    // Page CSP header and no-store for personal pages (page-headers.ts).
    pageHeaders?.(url.pathname, res);
    const requestId = requestIdFrom(req.headers['x-request-id']);
    const started = performance.now();
    res.setHeader('X-Request-Id', requestId);
    // 'close', not 'finish': a client that has every byte may hang up before the stream ends.
    res.once('close', () =>
      requestContext.run({ requestId }, () =>
        log.info(
          {
            method: req.method,
            path: url.pathname,
            status: res.statusCode,
            ms: Math.round((performance.now() - started) * 10) / 10,
          },
          'request',
        ),
      ),
    );
    requestContext.run({ requestId }, () => void handleSafely(req, res, url));
  };

  async function handleSafely(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    try {
      await route(req, res, url);
    } catch (err) {
      log.error({ err, method: req.method, path: url.pathname }, 'the request failed');
      if (res.headersSent) {
        res.destroy();
        return;
      }
      res.writeHead(500, {
        'Content-Type': 'text/plain; charset=utf-8',
        'Cache-Control': 'no-store',
      });
      res.end('Jokin meni pieleen. Yritä myöhemmin uudelleen.');
    }
  }
}
