import { readdirSync, readFileSync } from 'node:fs';
import type { Page, Request } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';

// The content site: articles, topics, search (Pagefind from the static files, Voikko base forms
// through the word-form table), the not-found page, the shopping-links rule and the "no
// JavaScript until search" budget (DESIGN.md "Budgets").

const SUSPENSION = {
  url: '/aihe/jakelu/jakelun-keskeytys',
  title: 'Miten keskeytän lehden jakelun?',
  topic: 'Jakelu, keskeytys ja osoitteenmuutos',
};
const SEARCH_LOADER_START = "document.querySelectorAll('form[data-site-search]')";
/** The header's logged-in check (src/components/session-link.mjs): no request, a few bytes. */
const SESSION_LINK_START = '(function(){if(!/(?:^|; )portaali_kirjautunut=1';

const CONTENT = new URL('../../src/content/', import.meta.url);
const frontmatter = (path: URL): string =>
  /^---\n([\s\S]*?)\n---/.exec(readFileSync(path, 'utf8'))?.[1] ?? '';
const field = (fm: string, name: string): string | undefined =>
  new RegExp(`^${name}:\\s*(.+)$`, 'm').exec(fm)?.[1]?.trim();

/** Published articles per topic id, read from the content files as the build reads them. */
function publishedCountByTopic(): Map<string, number> {
  const dir = new URL('articles/', CONTENT);
  const counts = new Map<string, number>();
  for (const name of readdirSync(dir).filter((n) => /\.mdx?$/.test(n))) {
    const fm = frontmatter(new URL(name, dir));
    if (field(fm, 'draft') === 'true') continue;
    const topic = field(fm, 'topic') ?? '';
    counts.set(topic, (counts.get(topic) ?? 0) + 1);
  }
  return counts;
}

/** The header's "Tilaa lehti" link exists while a campaign runs on the build date. */
function campaignRunsToday(): boolean {
  const fm = frontmatter(new URL('campaigns/joulu-2026.mdx', CONTENT));
  const today = new Date().toISOString().slice(0, 10);
  return (field(fm, 'validFrom') ?? '9') <= today && today <= (field(fm, 'validUntil') ?? '0');
}

/** Types of the page's JSON-LD blocks, parsed. */
async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const texts = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((nodes) => nodes.map((n) => n.textContent ?? ''));
  return texts.map((t) => JSON.parse(t) as Record<string, unknown>);
}

/** Every script element of the page: JSON-LD, the inline search loader, or something else. */
async function scriptKinds(page: Page): Promise<string[]> {
  return page.locator('script').evaluateAll(
    (nodes, [loaderStart = '', sessionLinkStart = '']) =>
      nodes.map((n) => {
        const s = n as HTMLScriptElement;
        if (s.src) return `src:${s.src}`;
        if (s.type === 'application/ld+json') return 'json-ld';
        if ((s.textContent ?? '').startsWith(loaderStart)) return 'search-loader';
        if ((s.textContent ?? '').startsWith(sessionLinkStart)) return 'session-link';
        return `inline:${(s.textContent ?? '').slice(0, 60)}`;
      }),
    [SEARCH_LOADER_START, SESSION_LINK_START],
  );
}

const isScript = (r: Request): boolean =>
  r.resourceType() === 'script' || /\.m?js(\?|$)/.test(new URL(r.url()).pathname);

const results = (page: Page) => page.locator('#haku-tulokset');

test('an article opens from the popular list with breadcrumbs, heading and structured data', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Miten voimme auttaa?' })).toBeVisible();
  await expectAccessible(page);

  const popular = page.getByRole('region', { name: 'Luetuimmat ohjeet' });
  await popular.getByRole('link', { name: SUSPENSION.title }).click();
  await expect(page).toHaveURL(new RegExp(`${SUSPENSION.url}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(SUSPENSION.title);

  const crumbs = page.getByRole('navigation', { name: 'Murupolku' }).getByRole('listitem');
  await expect(crumbs).toHaveText(['Etusivu', SUSPENSION.topic, SUSPENSION.title]);
  await expect(crumbs.nth(1).getByRole('link')).toHaveAttribute('href', '/aihe/jakelu');
  await expect(crumbs.nth(2).locator('[aria-current="page"]')).toHaveText(SUSPENSION.title);

  const ld = await jsonLd(page);
  const types = ld.map((d) => d['@type']);
  expect(types).toEqual(expect.arrayContaining(['BreadcrumbList', 'Article', 'FAQPage']));
  const article = ld.find((d) => d['@type'] === 'Article');
  expect(article).toMatchObject({ headline: SUSPENSION.title, inLanguage: 'fi' });
  expect(String(article?.mainEntityOfPage)).toMatch(new RegExp(`${SUSPENSION.url}$`));
  const breadcrumbList = ld.find((d) => d['@type'] === 'BreadcrumbList');
  expect(breadcrumbList?.itemListElement).toHaveLength(3);

  // Related articles are links to real pages.
  const related = page.getByRole('region', { name: 'Liittyvät ohjeet' }).getByRole('link');
  await expect(related.first()).toBeVisible();
  await related.first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Murupolku' })).toBeVisible();
  await expectAccessible(page);
});

test('each topic page lists its articles, 20 a page, with working pagination', async ({ page }) => {
  const counts = publishedCountByTopic();
  await page.goto('/');
  const topicLinks = page.getByRole('region', { name: 'Ohjeet aiheittain' }).getByRole('link');
  const hrefs = await topicLinks.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
  expect(hrefs).toHaveLength(6);

  for (const href of hrefs) {
    const id = href.replace('/aihe/', '');
    const total = counts.get(id) ?? 0;
    expect(total, `articles in ${id}`).toBeGreaterThan(0);
    const response = await page.goto(href);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const items = page.locator('main .article-list > li');
    await expect(items).toHaveCount(Math.min(20, total));
    const pagination = page.getByRole('navigation', { name: 'Sivut' });
    if (total <= 20) {
      await expect(pagination).toHaveCount(0);
    } else {
      const pages = Math.ceil(total / 20);
      await expect(pagination).toContainText(`Sivu 1/${pages}`);
      await pagination.getByRole('link', { name: 'Seuraava sivu' }).click();
      await expect(page).toHaveURL(new RegExp(`${href}/sivu/2$`));
      await expect(items).toHaveCount(Math.min(20, total - 20));
      await expect(pagination).toContainText(`Sivu 2/${pages}`);
      await pagination.getByRole('link', { name: 'Edellinen sivu' }).click();
      await expect(page).toHaveURL(new RegExp(`${href}$`));
    }
    // An article of the list opens under this topic.
    const first = items.first().getByRole('link');
    const articleHref = await first.getAttribute('href');
    expect(articleHref).toMatch(new RegExp(`^${href}/[^/]+$`));
    if (href === '/aihe/jakelu') await expectAccessible(page);
  }
});

test('front-page search finds inflected and compound Finnish forms with a topic filter', async ({
  page,
}) => {
  await page.goto('/');
  const search = page.getByRole('search');
  await search.getByLabel('Aihe').selectOption({ label: SUSPENSION.topic });
  await search.getByLabel('Hakusana').fill('tilauksen keskeytyksen');
  await expect(page.getByRole('status')).toHaveText(/^Löytyi \d+ ohje(tta)?\.$/);
  const hit = results(page).getByRole('link', { name: SUSPENSION.title });
  await expect(hit).toHaveAttribute('href', SUSPENSION.url);
  // The topic filter holds: every result lives under the chosen topic.
  const hrefs = await results(page)
    .getByRole('link')
    .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  expect(hrefs.every((h) => h?.startsWith('/aihe/jakelu/'))).toBe(true);
  await expectAccessible(page);

  await hit.click();
  await expect(page).toHaveURL(new RegExp(`${SUSPENSION.url}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(SUSPENSION.title);
  await expect(
    page.getByRole('navigation', { name: 'Murupolku' }).getByRole('listitem'),
  ).toHaveText(['Etusivu', SUSPENSION.topic, SUSPENSION.title]);
});

test('search for "osoitteen muutos" finds an address-change article', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('search').getByLabel('Hakusana').fill('osoitteen muutos');
  await expect(page.getByRole('status')).toHaveText(/^Löytyi \d+ ohje(tta)?\.$/);
  const hrefs = await results(page)
    .getByRole('link')
    .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
  expect(hrefs.some((h) => /^\/aihe\/jakelu\/[a-z-]*osoitteenmuutos/.test(h))).toBe(true);
});

test('the search page searches at once with the query from the address', async ({ page }) => {
  await page.goto('/haku?q=laskun+eräpäivän+siirto');
  await expect(page.getByRole('heading', { level: 1, name: 'Hae ohjeista' })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Hakusana' })).toHaveValue(
    'laskun eräpäivän siirto',
  );
  await expect(page.getByRole('status')).toHaveText(/^Löytyi \d+ ohje(tta)?\.$/);
  await expect(
    results(page).getByRole('link', { name: 'Voinko siirtää laskun eräpäivää?' }),
  ).toHaveAttribute('href', '/aihe/maksaminen-ja-laskutus/erapaivan-siirto');
  await expectAccessible(page);
});

test('an unknown article address answers 404 with the article-not-found page', async ({ page }) => {
  const response = await page.goto('/aihe/jakelu/ei-ole');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ohjetta ei löytynyt');
  await expect(page.getByRole('search')).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expectAccessible(page);

  const product = await page.goto('/tuote/paivan-sanomat-digi/ei-ole');
  expect(product?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ohjetta ei löytynyt');
});

test('the campaign page shows the order banner, and origin=app hides shopping links for the visit', async ({
  page,
}) => {
  const running = campaignRunsToday();
  const banner = page.getByRole('link', { name: 'Tilaa tarjoushintaan' });
  const headerLink = page.getByRole('banner').getByRole('link', { name: 'Tilaa lehti' });

  await page.goto('/kampanja/joulu-2026');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner).toBeVisible();
  if (running) await expect(headerLink).toBeVisible();
  await expectAccessible(page);

  await page.goto('/kampanja/joulu-2026?origin=app');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner).toBeHidden();
  await expect(headerLink).toBeHidden();
  await expectAccessible(page);

  // The rest of the visit remembers it (session cookie), without the parameter.
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-hide-orders', '');
  await expect(headerLink).toBeHidden();
  await expect(page.getByRole('link', { name: 'Katso tarjous' })).toBeHidden();
  await page.goto('/kampanja/joulu-2026');
  await expect(banner).toBeHidden();
});

test('hideOrderBanner=true hides the order banner too', async ({ page }) => {
  await page.goto('/kampanja/joulu-2026?hideOrderBanner=true');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Tilaa tarjoushintaan' })).toBeHidden();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Tilaa lehti' })).toBeHidden();
});

test('product, benefit, notice and contact pages and the invoice article load', async ({
  page,
}) => {
  // Eight pages, each through axe and the 320 px reflow check.
  test.setTimeout(60_000);
  const pages: { path: string; h1: string | RegExp }[] = [
    { path: '/tuote/paivan-sanomat-digi', h1: 'Päivän Sanomat Digi' },
    { path: '/tuote/koti-ja-puutarha', h1: 'Koti & Puutarha -lehti' },
    { path: '/asiakasedut', h1: 'Asiakasedut' },
    { path: '/asiakasedut/kulttuuri', h1: 'Kulttuuri' },
    { path: '/asiakasedut/kulttuuri/teatteri', h1: 'Teatteriliput –20 %' },
    { path: '/tiedote/joulun-jakelu-2026', h1: 'Lehtien jakelu joulun ja uudenvuoden aikaan' },
    { path: '/aihe/yhteystiedot', h1: 'Yhteystiedot' },
    { path: '/aihe/maksaminen-ja-laskutus/laskun-tulkinta', h1: 'Miten luen laskua?' },
  ];
  for (const { path, h1 } of pages) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
    await expect(page.getByRole('navigation', { name: 'Murupolku' })).toBeVisible();
    await expectAccessible(page);
  }

  // The invoice article's example table.
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText([
    'Laskun kohta',
    'Esimerkki',
    'Mitä se tarkoittaa',
  ]);
  await expect(table.getByRole('row', { name: /Viitenumero/ })).toContainText('5000 01237');

  // The product page lists its family's articles; they open in the product's context.
  await page.goto('/tuote/paivan-sanomat-digi');
  await expect(page.getByRole('search').getByLabel('Tuote')).toHaveValue('Päivän Sanomat');
  const productArticle = page.locator('.article-links a').first();
  await expect(productArticle).toHaveAttribute('href', /^\/tuote\/paivan-sanomat-digi\/[^/]+$/);
  await productArticle.click();
  await expect(
    page.getByRole('navigation', { name: 'Murupolku' }).getByRole('listitem').nth(1),
  ).toHaveText('Päivän Sanomat Digi');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /\/aihe\/[^/]+\/[^/]+$/,
  );
});

test('an article page loads no script at all', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (isScript(r)) scripts.push(r.url());
  });
  await page.goto(SUSPENSION.url, { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(SUSPENSION.title);
  expect(scripts).toEqual([]);
  const kinds = await scriptKinds(page);
  expect(
    kinds.every((k) => k === 'json-ld' || k === 'search-loader' || k === 'session-link'),
    kinds.join(', '),
  ).toBe(true);
});

for (const path of ['/', '/aihe/jakelu', '/tuote/paivan-sanomat-digi']) {
  test(`${path} loads search scripts only when the search box gets focus`, async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (isScript(r)) scripts.push(new URL(r.url()).pathname);
    });
    await page.goto(path, { waitUntil: 'networkidle' });
    expect(scripts, 'scripts before the search is used').toEqual([]);
    const kinds = await scriptKinds(page);
    expect(kinds.filter((k) => k !== 'json-ld' && k !== 'session-link')).toEqual(['search-loader']);

    const pagefind = page.waitForRequest(
      (r) => new URL(r.url()).pathname === '/pagefind/pagefind.js',
    );
    await page.getByRole('search').getByLabel('Hakusana').focus();
    await pagefind;
    // The search module, then Pagefind, which it starts loading before the first query.
    expect(scripts).toEqual(['/search/search-ui.js', '/pagefind/pagefind.js']);
  });
}

test('product-title addresses and /index redirect to the one canonical address', async ({
  page,
  request,
}) => {
  const map = (await (await request.get('/tuotteet-osoitteet.json')).json()) as Record<
    string,
    string
  >;
  const [from, to] = Object.entries(map)[0] ?? [];
  expect(from).toMatch(/^\/tuotteet\/[a-z0-9-]+\/[a-z0-9-]+$/);
  const res = await request.get(from ?? '', { maxRedirects: 0 });
  expect(res.status()).toBe(301);
  expect(res.headers()['location']).toBe(to);
  await page.goto(from ?? '');
  await expect(page).toHaveURL(new RegExp(`${to}$`));
  const index = await request.get('/index', { maxRedirects: 0 });
  expect(index.status()).toBe(301);
  expect(index.headers()['location']).toBe('/');
});

test('search shows five results at a time and more on request', async ({ page }) => {
  await page.goto('/haku?q=tilaus');
  const results = page.locator('.search-results li');
  await expect(results).toHaveCount(5);
  await expect(results.first().locator('mark').first()).toBeVisible();
  const more = page.getByRole('button', { name: 'Näytä lisää tuloksia' });
  await more.click();
  await expect(results.nth(5)).toBeVisible();
  await expect(results.nth(5).getByRole('link')).toBeFocused();
});

test('the search box says in Finnish when a query is too short or too long', async ({ page }) => {
  await page.goto(`/haku?q=${'a'.repeat(201)}`);
  await expect(page.getByRole('status')).toHaveText('Kirjoita enintään 200 merkkiä.');
  await page.getByRole('searchbox', { name: 'Hakusana' }).fill('a');
  await expect(page.getByRole('status')).toHaveText('Kirjoita vähintään kaksi merkkiä.');
  await expect(results(page).getByRole('listitem')).toHaveCount(0);
});

test('a query with no matching article says so and suggests what to try', async ({ page }) => {
  await page.goto('/haku?q=xyzzyplugh');
  await expect(page.getByRole('status')).toHaveText(
    'Haulla "xyzzyplugh" ei löytynyt ohjeita. Kokeile toista sanaa tai poista rajaukset.',
  );
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the search page offers the topics and the most read articles', async ({ page }) => {
    await page.goto('/aihe/jakelu');
    const search = page.getByRole('search');
    await search.getByLabel('Hakusana').fill('tilauksen keskeytyksen');
    await search.getByRole('button', { name: 'Hae' }).click();
    await expect(page).toHaveURL(/\/haku\?q=tilauksen\+keskeytyksen/);
    // Chromium with scripts switched off by the test tool does not render <noscript> (a browser
    // without JavaScript does), so the note is read from the element rather than seen.
    expect(await page.locator('noscript').textContent()).toContain(
      'Haku tarvitsee selaimeen JavaScriptin.',
    );
    await expect(
      page.getByRole('region', { name: 'Luetuimmat ohjeet' }).getByRole('link', {
        name: SUSPENSION.title,
      }),
    ).toHaveAttribute('href', SUSPENSION.url);
    await expect(
      page.getByRole('region', { name: 'Ohjeet aiheittain' }).getByRole('link', {
        name: SUSPENSION.topic,
      }),
    ).toHaveAttribute('href', '/aihe/jakelu');
    // No axe here: it runs in the page, which has no JavaScript. The page is checked above.
  });
});

test('every page links the accessibility statement, which names the feedback channel and the authority', async ({
  page,
}) => {
  // Issue 17 item 7: the statement the Act on the Provision of Digital Services asks for.
  await page.goto(SUSPENSION.url);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Saavutettavuusseloste' }).click();
  await expect(page).toHaveURL(/\/saavutettavuusseloste$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Saavutettavuusseloste');
  await expect(page.getByText(/täyttää osittain .* WCAG 2\.1 AA-tason/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Tiedossa olevat puutteet' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'saavutettavuus@avi.fi' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'asiakaspalvelu@example.fi' }).first()).toBeVisible();
  await expectAccessible(page);
});
