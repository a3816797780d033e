import { expect, expectAccessible, MAIJA, test } from './fixtures';

// Issue 20 item 11: confirmation pages show only what the server confirms.

test('the product change thank-you page thanks for no request that does not exist', async ({
  page,
  loginAs,
}) => {
  await loginAs(MAIJA);
  await page.goto('/tilaukset/tuote-tilattu?tilaus=2000002');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Tuotteen vaihtopyyntöä ei löytynyt',
  );
  await expect(page.getByRole('alert')).toContainText(
    'Tilauksella ei ole käsittelyssä olevaa tuotteen vaihtopyyntöä.',
  );
  await expect(page.getByText(/Kiitos!/)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Takaisin tilauksen tietoihin' })).toHaveAttribute(
    'href',
    '/tilaukset/tiedot?tilaus=2000002',
  );
  await expect(page).toHaveTitle('Tuotteen vaihtopyyntöä ei löytynyt | Asiakaspalvelu');
  await expectAccessible(page);
});

test('the goodbye page without a subscription says nothing was found and leads back', async ({
  page,
  loginAs,
}) => {
  await loginAs(MAIJA);
  await page.goto('/tilaukset/tilaus-peruttu');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Lopetettua tilausta ei löytynyt',
  );
  await expect(page.getByText('Tilaus on lopetettu')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Takaisin tilauksiin' })).toBeVisible();
  await expectAccessible(page);
});
