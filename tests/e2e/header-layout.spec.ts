import type { Page } from '@playwright/test';
import { expect, expectAccessible, MAIJA, test } from './fixtures';

// Issue 34 item 2: the header's navigation never wraps. Where it fits on one line it is simply
// there; narrower, the menu button opens it (the popover attribute: no script of ours).

const nav = (page: Page) => page.getByRole('navigation', { name: 'Oma asiointi' });
const menuButton = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: 'Valikko' });

/** How far apart, in px, the vertical centres of the navigation's entries are. */
const centreSpread = (page: Page) =>
  nav(page)
    .getByRole('link')
    .evaluateAll((links) => {
      const centres = links.map((a) => {
        const r = a.getBoundingClientRect();
        return r.top + r.height / 2;
      });
      return Math.max(...centres) - Math.min(...centres);
    });

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu button opens the navigation with the current section marked, Esc closes it', async ({
    page,
    loginAs,
  }) => {
    await loginAs(MAIJA);
    await page.goto('/tilaukset');
    await expect(nav(page)).toBeHidden();
    await menuButton(page).click();
    await expect(nav(page)).toBeVisible();
    await expect(nav(page).getByRole('link', { name: 'Tilaukset' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav(page).getByRole('link', { name: 'Kirjaudu ulos' })).toBeVisible();
    await expectAccessible(page);

    await page.keyboard.press('Escape');
    await expect(nav(page)).toBeHidden();
    await expect(menuButton(page)).toBeFocused();

    await menuButton(page).click();
    await nav(page).getByRole('link', { name: 'Laskut' }).click();
    await expect(page).toHaveURL(/\/laskut$/);
    await expect(nav(page)).toBeHidden();
  });

  test('the menu works on a content page, which loads no script of ours', async ({ page }) => {
    await page.goto('/aihe/jakelu/jakelun-keskeytys');
    await menuButton(page).click();
    await expect(nav(page).getByRole('link', { name: 'Kirjaudu sisään' })).toBeVisible();
    // A tap outside closes it.
    await page.getByRole('heading', { level: 1 }).click();
    await expect(nav(page)).toBeHidden();
  });
});

for (const width of [848, 1280]) {
  test(`at ${width} px the whole navigation is on one line and there is no menu button`, async ({
    page,
    loginAs,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await loginAs(MAIJA);
    // The longest header: logged in, with the campaign's "Tilaa lehti" link.
    await page.goto('/tilaukset');
    await expect(menuButton(page)).toBeHidden();
    expect(await nav(page).getByRole('link').count()).toBeGreaterThanOrEqual(4);
    expect(await centreSpread(page)).toBeLessThan(4);
    const bar = await page.getByRole('banner').boundingBox();
    expect(bar?.height).toBeLessThan(100);
  });
}
