import { expect, expectAccessible, test } from './fixtures';

// Issue 17 item 3: the current notices also on the self-service pages, and the upsell landing
// for a customer without digital access.

test('the subscriptions and invoices pages show the front page’s current notices', async ({
  page,
  loginAsFresh,
}) => {
  await page.goto('/');
  const front = page.getByRole('region', { name: 'Ajankohtaista' });
  const titles =
    (await front.count()) > 0
      ? await front.getByRole('heading', { level: 3 }).allTextContents()
      : [];
  await loginAsFresh('WEEKEND_PAPER');
  for (const path of ['/tilaukset', '/laskut']) {
    await page.goto(path);
    const banner = page.getByRole('complementary', { name: 'Ajankohtaista' });
    if (titles.length === 0) {
      await expect(banner).toHaveCount(0);
      continue;
    }
    await expect(banner.getByRole('link')).toHaveText(titles.map((t) => t.trim()));
    await expectAccessible(page);
  }
});

test('a customer without digital access is led to the digital offer', async ({
  page,
  freshCustomer,
  loginAs,
}) => {
  const { username } = await freshCustomer(['WEEKEND_PAPER'], { role: 'NONE' });
  await loginAs(username);
  await page.goto('/lukuoikeudet');
  await page.getByRole('link', { name: 'Katso, mitkä tilaukset sisältävät digilehden' }).click();
  await expect(page).toHaveURL(/\/digi$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Lue lehtesi myös digitaalisesti',
  );
  await expect(page.getByRole('link', { name: 'Päivän Sanomat Digi' })).toHaveAttribute(
    'href',
    '/tuote/paivan-sanomat-digi',
  );
  await expect(
    page.getByRole('link', { name: /Päivän Sanomat 7 pv paperi \+ digi/ }),
  ).toBeVisible();
  await expectAccessible(page);
});
