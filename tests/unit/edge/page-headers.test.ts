import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import * as m from '~/server/edge/page-headers';

describe('page CSP (issue 12, finding 11)', () => {
  it('gives the <meta> policy default-src, object-src, base-uri and form-action', () => {
    expect(m.PAGE_CSP_DIRECTIVES).toEqual([
      "default-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
    ]);
  });

  it('sends frame-ancestors in the header, without a default-src that would block hashes', () => {
    const csp = m.pageHeaders('/')['Content-Security-Policy'];
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(csp).toContain("form-action 'self'");
    expect(csp).not.toMatch(/default-src|script-src|style-src|wasm-unsafe-eval/);
  });
});

describe('withPageDirectives', () => {
  it('adds the directives a policy lacks and keeps those it has', () => {
    expect(m.withPageDirectives("script-src 'self'; object-src 'self'")).toBe(
      "script-src 'self'; object-src 'self'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
    );
  });

  it('leaves the page header policy as it is', () => {
    expect(m.withPageDirectives(m.PAGE_CSP_HEADER)).toBe(m.PAGE_CSP_HEADER);
  });
});

describe('personal pages', () => {
  it('are the login and every self-service page', () => {
    for (const path of [
      '/auth/login',
      '/tilaukset',
      '/tilaukset/tiedot',
      '/tilaukset/tiedot/jakelutilanne.html',
      '/laskut',
      '/laskut/maksukortit/vaihda-kortti',
      '/tunnistautuminen/testipankki',
      '/korttipalvelu/kortti/abc',
      '/kehitys/postilaatikko',
      '/tilausmuutos',
      '/lukuoikeudet',
      '/tilaukset/tiedot/digilukuoikeudet/0b5c3f7e-8a51-4c5f-9d3e-1a2b3c4d5e6f',
      '/ak/abc',
    ]) {
      expect(m.isPersonalPage(path), path).toBe(true);
      expect(m.pageHeaders(path)['Cache-Control']).toBe('no-store');
    }
  });

  it('are not the content pages', () => {
    for (const path of [
      '/',
      '/aihe/jakelu',
      '/aihe/laskut/erapaivan-siirto',
      '/haku',
      '/tilauksetx',
    ]) {
      expect(m.isPersonalPage(path), path).toBe(false);
      expect(m.pageHeaders(path)['Cache-Control']).toBeUndefined();
    }
  });

  it('stay no-store on a real response whatever a file server sets afterwards', async () => {
    const server = createServer((req, res) => {
      const path = new URL(req.url ?? '/', 'http://x').pathname;
      m.applyPageHeaders(path, res);
      res.setHeader('Cache-Control', 'no-cache');
      res.writeHead(200, { 'Cache-Control': 'public, max-age=3600', 'Content-Type': 'text/html' });
      res.end('<p>sivu</p>');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const personal = await fetch(`http://127.0.0.1:${port}/laskut/tiedot`);
      expect(personal.headers.get('cache-control')).toBe('no-store');
      expect(personal.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      const content = await fetch(`http://127.0.0.1:${port}/aihe/jakelu`);
      expect(content.headers.get('cache-control')).toBe('public, max-age=3600');
      expect(content.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('content editor pages (decision 0044)', () => {
  const astroPolicy =
    "default-src 'self'; script-src 'self' 'sha256-abc='; style-src 'self' 'sha256-def='";

  it('allow inline styles and GitHub, keep the script hashes, and only on /keystatic', () => {
    const policy = m.contentEditorCsp(astroPolicy);
    expect(policy).toContain("script-src 'self' 'sha256-abc='");
    expect(policy).toContain("style-src 'self' 'unsafe-inline'");
    expect(policy).not.toContain('sha256-def=');
    expect(policy).toContain("connect-src 'self' https://api.github.com");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(m.isContentEditorPage('/keystatic')).toBe(true);
    expect(m.isContentEditorPage('/keystatic/collection/articles')).toBe(true);
    expect(m.isContentEditorPage('/keystatick')).toBe(false);
    expect(m.isPersonalPage('/keystatic/collection/articles')).toBe(true);
  });

  it('rewrite the policy Astro sets on a real response', async () => {
    const server = createServer((req, res) => {
      m.applyPageHeaders(new URL(req.url ?? '/', 'http://x').pathname, res);
      res.writeHead(200, { 'Content-Security-Policy': astroPolicy, 'Content-Type': 'text/html' });
      res.end('<div id="root"></div>');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const editor = await fetch(`http://127.0.0.1:${port}/keystatic`);
      expect(editor.headers.get('content-security-policy')).toContain("'unsafe-inline'");
      expect(editor.headers.get('cache-control')).toBe('no-store');
      // Elsewhere Astro's own policy (a page rendered on demand) keeps its directives and gains
      // the header's, frame-ancestors among them (issue 19 item 8).
      const content = await fetch(`http://127.0.0.1:${port}/auth/login`);
      expect(content.headers.get('content-security-policy')).toBe(
        `${astroPolicy}; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'`,
      );
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
