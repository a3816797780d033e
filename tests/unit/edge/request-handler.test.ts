import { rmSync } from 'node:fs';
import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '~/server/log/logger';
import { applyPageHeaders, PAGE_CSP_HEADER } from '~/server/edge/page-headers';
import { type AstroHandler, createRequestHandler } from '~/server/edge/request-handler';
import { securityHeaders } from '~/server/edge/security-headers';
import { type StaticSite, createStaticSite } from '~/server/edge/static-site';
import { createStubDist } from '../../support/processes/stub-dist';

// The edge's request handler in-process, on the stub build's static files with an Astro handler
// and an API listener of the test's own: which part answers which request, and with which headers.
// tests/api/node-server.test.ts runs the whole server as a process (files, shutdown, cluster).

let dist: string;
let site: StaticSite;
const logged: string[] = [];
const log = createLogger({ write: (line: string) => void logged.push(line) }, 'info');
const servers: Server[] = [];

beforeAll(async () => {
  dist = createStubDist();
  site = await createStaticSite({ clientDir: join(dist, 'client'), log });
});
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((closed) => server.close(closed));
  }
  logged.length = 0;
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

type Answer = (req: IncomingMessage, res: ServerResponse) => void;
const answer =
  (who: string, headers: Record<string, string> = {}): Answer =>
  (_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/plain', ...headers });
    res.end(who);
  };

/** The edge over the stub build, on a port of its own; returns its address. */
async function edge(
  parts: { astroHandler?: AstroHandler; apiListener?: Answer; keystaticApi?: boolean } = {},
): Promise<string> {
  const handler = createRequestHandler({
    securityHeaders: securityHeaders({ production: true }),
    pageHeaders: applyPageHeaders,
    site,
    astroHandler: parts.astroHandler ?? ((_req, _res, next) => next()),
    apiListener: parts.apiListener ?? answer('api'),
    log,
    keystaticApi: parts.keystaticApi ?? false,
  });
  const server = createServer(handler);
  servers.push(server);
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('the edge request handler', () => {
  it('sends /api/ to the API with the security headers, without the page CSP or an access line of its own', async () => {
    const base = await edge();
    const res = await fetch(`${base}/api/v1/subscriptions`, { method: 'POST', body: '{}' });
    expect(await res.text()).toBe('api');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('strict-transport-security')).toContain('max-age=31536000');
    expect(res.headers.get('content-security-policy')).toBeNull();
    expect(logged.filter((line) => line.includes('"msg":"request"'))).toEqual([]);
  });

  it("sends the content editor's API to Astro only on an editing build", async () => {
    const astro: AstroHandler = (_req, res) => answer('astro')(_req, res);
    expect(
      await (await fetch(`${await edge({ astroHandler: astro })}/api/keystatic/tree`)).text(),
    ).toBe('api');
    const editing = await edge({ astroHandler: astro, keystaticApi: true });
    expect(await (await fetch(`${editing}/api/keystatic/tree`)).text()).toBe('astro');
  });

  it('keeps a personal page no-store and adds frame-ancestors whatever Astro sets', async () => {
    const astro: AstroHandler = (_req, res) =>
      answer('tilaukset', {
        'Cache-Control': 'public, max-age=600',
        'Content-Security-Policy': "script-src 'self'",
      })(_req, res);
    const res = await fetch(`${await edge({ astroHandler: astro })}/tilaukset/tiedot`);
    expect(await res.text()).toBe('tilaukset');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
  });

  it('serves a public page from the files with the page CSP header and an access line', async () => {
    const res = await fetch(`${await edge()}/tietoa`, {
      headers: { 'x-request-id': 'req-edge-1' },
    });
    expect(await res.text()).toContain('<h1>Tietoa</h1>');
    expect(res.headers.get('content-security-policy')).toBe(PAGE_CSP_HEADER);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('x-request-id')).toBe('req-edge-1');
    await new Promise((closed) => setTimeout(closed, 20));
    expect(JSON.parse(logged.find((l) => l.includes('req-edge-1')) ?? '{}')).toMatchObject({
      msg: 'request',
      path: '/tietoa',
      status: 200,
    });
  });

  it('gives a POST to a static address to Astro, never to the file server', async () => {
    const astro: AstroHandler = (req, res) => answer(`astro ${req.method ?? ''}`)(req, res);
    const res = await fetch(`${await edge({ astroHandler: astro })}/tietoa`, { method: 'POST' });
    expect(await res.text()).toBe('astro POST');
  });

  it('answers 500 in Finnish and logs the error when a page handler throws', async () => {
    const astro: AstroHandler = () => Promise.reject(new Error('render failed'));
    const res = await fetch(`${await edge({ astroHandler: astro })}/on-demand`);
    expect(res.status).toBe(500);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.text()).toBe('Jokin meni pieleen. Yritä myöhemmin uudelleen.');
    expect(
      logged.some((l) => l.includes('the request failed') && l.includes('render failed')),
    ).toBe(true);
  });

  it('answers a path that does not decode with 400, JSON under /api/', async () => {
    const base = await edge();
    const page = await fetch(`${base}/%E0%A4%A`);
    expect([page.status, await page.text()]).toEqual([400, 'Virheellinen osoite.']);
    const api = await fetch(`${base}/api/v1/%E0%A4%A`);
    expect(api.status).toBe(400);
    expect(await api.json()).toEqual({ errorKey: 'bad-request', message: 'Virheellinen osoite.' });
  });

  it('sends HSTS only in production', async () => {
    const res = { setHeader: (name: string) => void sent.push(name) } as unknown as ServerResponse;
    const sent: string[] = [];
    securityHeaders({ production: false })(res);
    expect(sent).not.toContain('Strict-Transport-Security');
    securityHeaders({ production: true })(res);
    expect(sent).toContain('Strict-Transport-Security');
  });
});
