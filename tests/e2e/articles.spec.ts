import { expect, expectAccessible, test } from './fixtures';

// Issue 20 item 8: every published support article, on a phone, has no serious or critical axe
// violation and never scrolls the whole page sideways (wide tables scroll in their own region).
// The article list comes from the sitemap the build wrote, so a new article is checked too.

test.use({ viewport: { width: 390, height: 844 } });

test('every article is accessible and fits a 390 px phone', async ({ page, request }) => {
  test.setTimeout(240_000);
  const index = await (await request.get('/sitemap-index.xml')).text();
  const sitemaps = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (m) => new URL(m[1] ?? '').pathname,
  );
  const paths: string[] = [];
  for (const sitemap of sitemaps) {
    const xml = await (await request.get(sitemap)).text();
    for (const [, loc] of xml.matchAll(/<loc>([^<]+)<\/loc>/g)) {
      const path = new URL(loc ?? '').pathname;
      if (/^\/aihe\/[^/]+\/[^/]+$/.test(path)) paths.push(path);
    }
  }
  expect(paths.length).toBeGreaterThan(40);
  const tooWide: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    await expectAccessible(page);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    if (width > 390) tooWide.push(`${path}: ${width} px`);
  }
  expect(tooWide).toEqual([]);
});

test('a wide table scrolls in its own labelled region, reachable by keyboard', async ({ page }) => {
  await page.goto('/aihe/maksaminen-ja-laskutus/laskun-tulkinta');
  const region = page.getByRole('region', { name: 'Taulukko: Esimerkkilasku' });
  await expect(region).toBeVisible();
  await expect(region).toHaveAttribute('tabindex', '0');
  expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
});
