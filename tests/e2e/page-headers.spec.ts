import { isPersonalPage } from '../../src/server/edge/page-headers';
import { ON_DEMAND, builtPages } from './built-pages';
import { expect, test } from './fixtures';

// Issue 19 item 8 (ASVS V14): every HTML page the portal serves, each built page and the pages
// rendered on demand, has an enforced CSP whose scripts are 'self' and hashes only (no
// 'unsafe-inline', no 'unsafe-eval'), frame-ancestors 'none' (a header: a <meta> policy cannot
// carry it), nosniff and a Referrer-Policy; a personal page is never stored. Walks dist/client,
// so a new page is checked without anyone remembering to.

/** The page's <meta> CSP, where Astro puts script-src and style-src with the page's hashes. */
const metaPolicy = (html: string): string =>
  /<meta http-equiv="content-security-policy" content="([^"]*)"/i.exec(html)?.[1] ?? '';

test('every page has an enforced CSP without inline scripts, frame-ancestors none, nosniff and a Referrer-Policy', async ({
  request,
}) => {
  const pages = [...builtPages(), ...ON_DEMAND];
  expect(pages.length).toBeGreaterThan(150);
  const wrong: string[] = [];
  for (const path of pages) {
    const res = await request.get(path, { maxRedirects: 0 });
    const h = res.headers();
    // The 404 and not-found pages are served with 404; redirects have no page of their own.
    if (res.status() >= 300 && res.status() < 400) continue;
    const header = h['content-security-policy'] ?? '';
    if (!header.includes("frame-ancestors 'none'"))
      wrong.push(`${path}: no frame-ancestors 'none'`);
    if (h['x-content-type-options'] !== 'nosniff') wrong.push(`${path}: no nosniff`);
    if (!h['referrer-policy']) wrong.push(`${path}: no Referrer-Policy`);
    // A built page's scripts are in its <meta> policy; a page rendered on demand gets the whole
    // policy as a header from Astro.
    const policy = metaPolicy(await res.text()) || header;
    // Scripts fall back to default-src (the test card page allows none at all: 'none').
    const scripts = (/script-src ([^;]*)/.exec(policy) ?? /default-src ([^;]*)/.exec(policy))?.[1];
    if (scripts === undefined) wrong.push(`${path}: no script policy in ${policy}`);
    else if (/'unsafe-(inline|eval)'/.test(scripts)) wrong.push(`${path}: scripts ${scripts}`);
    // WebAssembly is compiled only where Pagefind may load: the pages with the search form.
    const html = await res.text();
    const hasSearch = html.includes('data-site-search');
    if (scripts !== undefined && scripts.includes("'wasm-unsafe-eval'") !== hasSearch) {
      wrong.push(`${path}: search form ${hasSearch}, scripts ${scripts}`);
    }
    if (isPersonalPage(path) && !/\bno-store\b/.test(h['cache-control'] ?? '')) {
      wrong.push(`${path}: personal page with Cache-Control ${h['cache-control']}`);
    }
  }
  expect(wrong).toEqual([]);
});

test('the public site has no content editor and none of its endpoints (decision 0044)', async ({
  request,
}) => {
  for (const path of [
    '/keystatic',
    '/keystatic/collection/articles',
    '/api/keystatic/tree',
    '/sisaltoeditori/viittaukset?artikkeli=jakelun-keskeytys',
    '/sisaltoeditori/otsikot',
  ]) {
    const res = await request.get(path, { maxRedirects: 0 });
    expect(res.status(), path).toBe(404);
  }
});
