// Security and cache headers of the site's pages (not the API, which sets its own in
// src/server/http/request-guards.ts). Plain JavaScript without imports, so that both
// scripts/serve.mjs and astro.config.mjs can load it. Issue 12, finding 11.

/**
 * Directives Astro adds to the CSP <meta> of every page, beside its own script-src and style-src
 * with the page's hashes (and 'wasm-unsafe-eval' for Pagefind's WebAssembly, astro.config.mjs).
 * form-action 'self' covers the built-in strong
 * identification test bank and card provider pages, which post to our own origin; real
 * providers are reached by navigation, which form-action does not govern.
 */
/** @type {`${'default-src' | 'object-src' | 'base-uri' | 'form-action'} ${string}`[]} */
export const PAGE_CSP_DIRECTIVES = [
  "default-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
];

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
  // The activation link carries a single-use code in its path (decision 0032).
  '/ak',
];

/** Whether the page at this path is personal ('/tilaukset', '/laskut/tiedot.html', ...). */
export function isPersonalPage(pathname) {
  const path = pathname.replace(/\.html$/, '');
  return PERSONAL_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/** The headers a page answer gets from this module. */
export function pageHeaders(pathname) {
  /** @type {Record<string, string>} */
  const headers = { 'Content-Security-Policy': PAGE_CSP_HEADER };
  if (isPersonalPage(pathname)) headers['Cache-Control'] = 'no-store';
  return headers;
}

/**
 * Sets the page headers on a node:http response. On a personal page Cache-Control stays
 * no-store whatever the file server or Astro set after this (setHeader, or writeHead with a
 * headers object), so serving static files differently later cannot make them cacheable.
 */
export function applyPageHeaders(pathname, res) {
  const headers = pageHeaders(pathname);
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  if (!headers['Cache-Control']) return;
  const isCacheControl = (name) => String(name).toLowerCase() === 'cache-control';
  const setHeader = res.setHeader.bind(res);
  res.setHeader = (name, value) => setHeader(name, isCacheControl(name) ? 'no-store' : value);
  const writeHead = res.writeHead.bind(res);
  res.writeHead = (status, ...rest) => {
    for (const arg of rest) {
      if (arg && typeof arg === 'object' && !Array.isArray(arg)) {
        for (const name of Object.keys(arg)) if (isCacheControl(name)) arg[name] = 'no-store';
      }
    }
    return writeHead(status, ...rest);
  };
}
