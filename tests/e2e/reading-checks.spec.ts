import { expect, test } from './fixtures';
import { darkSchemeContrast, longLines } from './reading-checks';

// The two checks expectAccessible runs on every page (reading-checks.ts) can fail: a paragraph
// freed of the theme's --measure and a colour too faint in the dark scheme only are found.

test.use({ viewport: { width: 1280, height: 900 } });

test('a paragraph wider than the measure is found, one within it is not', async ({ page }) => {
  await page.goto('/aihe/jakelu');
  expect(await longLines(page)).toEqual([]);
  // Inline styles are the page's own CSSOM, which the style-src policy does not govern.
  await page.evaluate(() => {
    for (const p of document.querySelectorAll<HTMLElement>('main p')) p.style.maxWidth = 'none';
  });
  const found = await longLines(page);
  expect(found.length).toBeGreaterThan(0);
  expect(found[0]).toMatch(/^\d+ characters a line: "/);
  expect(Number(found[0]?.split(' ')[0])).toBeGreaterThan(75);
});

test('text too faint in the dark scheme alone is found, and the scheme is put back', async ({
  page,
}) => {
  await page.goto('/aihe/jakelu');
  await page.evaluate(() => {
    const dark = matchMedia('(prefers-color-scheme: dark)');
    const paint = () => {
      const heading = document.querySelector<HTMLElement>('main h1');
      if (heading) heading.style.color = dark.matches ? '#333' : '';
    };
    paint();
    dark.addEventListener('change', paint);
  });
  expect((await darkSchemeContrast(page)).join()).toContain('color-contrast (dark): h1');
  expect(await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)).toBe(false);
});
