import { MAIJA, expect, expectAccessible, test } from './fixtures';

test('Maija opens her newspaper from the list and sees its details', async ({ page, loginAs }) => {
  await loginAs(MAIJA);
  await page.goto('/tilaukset');
  await page.getByRole('link', { name: 'Päivän Sanomat 7 pv' }).click();
  await expect(page).toHaveURL(/\/tilaukset\/tiedot\?tilaus=2000001$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Päivän Sanomat 7 pv');
  await expect(page.locator('h1 + [data-badge]')).toHaveText('Tilaus voimassa');
  await expect(page.getByText('Maksukortti (Visa, päättyy 1111)')).toBeVisible();
  await expect(page.getByText('2/3 vapaana (1 jaettu)')).toBeVisible();
  await expect(
    page.getByRole('img', { name: 'Lukuoikeuksia 3: 1 käytössä, 0 kutsua odottaa, 2 vapaana.' }),
  ).toBeVisible();
  await expect(page.getByText('Mannerheimintie 10 A 5, 00100 HELSINKI')).toBeVisible();
  const addOns = page.getByRole('region', { name: 'Lisätilaukset' });
  await expect(addOns).toContainText('Sudoku-lisäosa');
  await expect(addOns.locator('[data-badge]')).toHaveAttribute('data-badge', 'active');
  await expect(
    addOns.getByRole('link', { name: 'Lopeta lisätilaus Sudoku-lisäosa' }),
  ).toHaveAttribute('href', '/tilaukset/mieti-viela-lisatilaus?tilaus=2000001&lisatilaus=2000011');
  await expect(page).toHaveTitle(/^Päivän Sanomat 7 pv/);
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Takaisin tilauksiin' }).click();
  await expect(page).toHaveURL(/\/tilaukset$/);
});

test('the magazine with an overdue invoice says why it cannot be cancelled', async ({
  page,
  loginAs,
}) => {
  await loginAs(MAIJA);
  await page.goto('/tilaukset/tiedot?tilaus=2000002');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Koti & Puutarha');
  const actions = page.getByRole('region', { name: 'Toiminnot' });
  await expect(actions).toContainText(
    'Tilausta ei voi lopettaa, koska siihen liittyy erääntynyt maksamaton lasku.',
  );
  await expect(page.getByText('Sähköpostilasku')).toBeVisible();
  // Its family sells no add-ons and has no other product: no links that lead to an empty choice,
  // and no cancellation link; the delivery links of a paper magazine are there.
  await expect(actions.getByRole('link')).toHaveText([
    'Jakelutilanne',
    'Keskeytä jakelu',
    'Tilapäinen osoitteenmuutos',
    'Pysyvä osoitteenmuutos',
  ]);
  await expectAccessible(page);
});

test('an unknown or malformed number shows that no subscription was found', async ({
  page,
  loginAs,
}) => {
  await loginAs(MAIJA);
  await page.goto('/tilaukset/tiedot?tilaus=9999999');
  await expect(page.getByText('Tilausta ei löytynyt.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'tilausluettelosta' })).toHaveAttribute(
    'href',
    '/tilaukset',
  );
  await expectAccessible(page);
  await page.goto('/tilaukset/tiedot?tilaus=abc');
  await expect(page.getByText('Tilausta ei löytynyt.')).toBeVisible();
});

test('a logged-out visitor is sent to log in and back to the subscription', async ({ page }) => {
  await page.goto('/tilaukset/tiedot?tilaus=2000001');
  await expect(page).toHaveURL(/\/auth\/login\?palaa=%2Ftilaukset%2Ftiedot%3Ftilaus%3D2000001$/);
});
