import type { Page } from '@playwright/test';
import { expect, expectAccessible, MAIJA, test } from './fixtures';

// Issue 20 item 5: the header's login entry follows the login on every page, also on the pages
// that are the same for everyone (they check a marker cookie while the header is parsed).

const PAGES = [
  '/',
  '/aihe/jakelu/jakelun-keskeytys',
  '/haku',
  '/jakeluhairio',
  '/asiakasedut',
  '/auth/login',
  '/ei-tallaista-sivua',
];

const headerLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Oma asiointi' }).getByRole('link', { name });

for (const path of PAGES) {
  test(`${path}: an anonymous visitor is offered login, a logged-in customer logout`, async ({
    page,
    loginAs,
  }) => {
    await page.goto(path);
    await expect(headerLink(page, 'Kirjaudu sisään')).toHaveAttribute('href', '/auth/login');
    await expect(headerLink(page, 'Kirjaudu ulos')).toHaveCount(0);

    await loginAs(MAIJA);
    await page.goto(path);
    await expect(headerLink(page, 'Kirjaudu ulos')).toHaveAttribute('href', '/auth/logout');
    await expect(headerLink(page, 'Kirjaudu sisään')).toHaveCount(0);
    // The logged-in header on a page that is the same for everyone (issue 19 item 9).
    await expectAccessible(page);
  });
}

test('after logging out the header offers login again', async ({ page, loginAs }) => {
  await loginAs(MAIJA);
  await page.goto('/auth/logout');
  await expect(page.getByText('Olet kirjautunut ulos. Kiitos käynnistä!')).toBeVisible();
  await page.goto('/');
  await expect(headerLink(page, 'Kirjaudu sisään')).toBeVisible();
});

test('every header link leads to a page that exists', async ({ page, request }) => {
  await page.goto('/');
  const hrefs = await page
    .getByRole('navigation', { name: 'Oma asiointi' })
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  expect(hrefs.length).toBeGreaterThan(2);
  for (const href of hrefs) {
    expect((await request.get(href)).status(), href).toBe(200);
  }
});
