// Security and cache headers of the site's pages (not the API, which sets its own in
// src/server/http/request-guards.ts). No imports, so that astro.config.mjs can load it beside the
// edge. Issue 12, finding 11.
import type { ServerResponse } from 'node:http';

type HeaderValue = number | string | readonly string[];

/**
 * Directives Astro adds to the CSP <meta> of every page, beside its own script-src and style-src
 * with the page's hashes (and 'wasm-unsafe-eval' for Pagefind's WebAssembly, astro.config.mjs).
 * form-action 'self' covers the built-in strong
 * identification test bank and card provider pages, which post to our own origin; real
 * providers are reached by navigation, which form-action does not govern.
 */
export const PAGE_CSP_DIRECTIVES: `${'default-src' | 'object-src' | 'base-uri' | 'form-action'} ${string}`[] =
  ["default-src 'self'", "object-src 'none'", "base-uri 'self'", "form-action 'self'"];

/**
 * The CSP sent as an HTTP header with every page. frame-ancestors works only in a header (a
 * <meta> policy ignores it). No default-src here: both policies are enforced, and a default-src
 * without the page's script hashes would block the hashed inline scripts the <meta> allows.
 */
export const PAGE_CSP_HEADER = [
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * Pages that show (or, once their island loads, fetch) a person's data, and the login and
 * identification steps: never stored by a browser or a proxy.
 */
const PERSONAL_PREFIXES = [
  '/auth',
  '/tilaukset',
  '/laskut',
  '/tili',
  '/tunnistautuminen',
  '/korttipalvelu',
  '/kehitys',
  '/preview',
  '/tilausmuutos',
  '/vahvista-peruutus',
  '/lopeta-tilaus',
  '/kaikki-irtisanominen',
  '/tilaus-lopetettu',
  '/jakeluhairio',
  '/lukuoikeudet',
  // The content editor (decision 0044): its pages and API answers are never cached.
  '/keystatic',
  // The activation link carries a single-use code in its path (decision 0032).
  '/ak',
];

/** Whether the page at this path is personal ('/tilaukset', '/laskut/tiedot.html', ...). */
export function isPersonalPage(pathname: string): boolean {
  const path = pathname.replace(/\.html$/, '');
  return PERSONAL_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/**
 * A page's CSP with the directives of PAGE_CSP_HEADER it lacks added. Astro sends the policy of a
 * page rendered on demand (the login page, /preview) as a header of its own, which replaces
 * PAGE_CSP_HEADER: without this, those pages could be framed (issue 19 item 8).
 */
export function withPageDirectives(policy: HeaderValue | undefined): string {
  const directives = directivesOf(policy);
  const names = new Set(directives.map(directiveName));
  const missing = directivesOf(PAGE_CSP_HEADER).filter((d) => !names.has(directiveName(d)));
  return [...directives, ...missing].join('; ');
}

/** A policy's directives, trimmed, empty ones left out. */
const directivesOf = (policy: HeaderValue | undefined): string[] =>
  (typeof policy === 'object' ? policy.join(',') : String(policy ?? ''))
    .split(';')
    .map((directive) => directive.trim())
    .filter(Boolean);
const directiveName = (directive: string): string => directive.split(/\s+/)[0] ?? '';

/** The headers a page answer gets from this module. */
export function pageHeaders(pathname: string): Record<string, string> {
  const headers: Record<string, string> = { 'Content-Security-Policy': PAGE_CSP_HEADER };
  if (isPersonalPage(pathname)) headers['Cache-Control'] = 'no-store';
  return headers;
}

/** The content editor's pages (Keystatic, decision 0044): /keystatic and below. */
export function isContentEditorPage(pathname: string): boolean {
  return pathname === '/keystatic' || pathname.startsWith('/keystatic/');
}

/**
 * The content editor's CSP, from the policy Astro wrote for its page (script hashes kept). The
 * editor's UI styles itself at run time (inline <style>, which no hash can cover, so its
 * style-src allows inline styles and nothing else from elsewhere), and in GitHub mode the browser
 * reads and commits content through GitHub's API and shows GitHub avatars. Only these pages,
 * which exist only on an editing build behind a GitHub login, get this policy.
 */
export function contentEditorCsp(policy: HeaderValue | undefined): string {
  const replaced = new Set(['style-src', 'connect-src', 'img-src', 'frame-ancestors']);
  return [
    ...directivesOf(policy).filter((directive) => !replaced.has(directiveName(directive))),
    "style-src 'self' 'unsafe-inline'",
    "connect-src 'self' https://api.github.com",
    "img-src 'self' data: blob: https://avatars.githubusercontent.com",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * Makes every later write of the header `name` (setHeader, or writeHead with a headers object)
 * go through `transform`, so what Astro or the file server sets afterwards is rewritten too.
 */
function rewriteHeader(
  res: ServerResponse,
  name: string,
  transform: (value: HeaderValue | undefined) => string,
): void {
  const matches = (header: string) => header.toLowerCase() === name;
  const setHeader = res.setHeader.bind(res);
  res.setHeader = (header: string, value: HeaderValue) =>
    setHeader(header, matches(header) ? transform(value) : value);
  const writeHead = res.writeHead.bind(res) as (
    status: number,
    ...rest: unknown[]
  ) => ServerResponse;
  res.writeHead = (status: number, ...rest: unknown[]) => {
    for (const arg of rest) {
      if (arg && typeof arg === 'object' && !Array.isArray(arg)) {
        const headers = arg as Record<string, HeaderValue | undefined>;
        for (const header of Object.keys(headers))
          if (matches(header)) headers[header] = transform(headers[header]);
      }
    }
    return writeHead(status, ...rest);
  };
}

/**
 * Sets the page headers on a node:http response. On a personal page Cache-Control stays
 * no-store whatever the file server or Astro set after this (setHeader, or writeHead with a
 * headers object), so serving static files differently later cannot make them cacheable. The
 * content editor's pages get their own CSP (contentEditorCsp) whatever Astro sets.
 */
export function applyPageHeaders(pathname: string, res: ServerResponse): void {
  const headers = pageHeaders(pathname);
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  rewriteHeader(
    res,
    'content-security-policy',
    isContentEditorPage(pathname) ? contentEditorCsp : withPageDirectives,
  );
  res.setHeader('Content-Security-Policy', PAGE_CSP_HEADER);
  if (headers['Cache-Control']) rewriteHeader(res, 'cache-control', () => 'no-store');
}
