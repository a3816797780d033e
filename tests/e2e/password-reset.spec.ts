import { expect, expectAccessible, test } from './fixtures';

// "Forgot password" (decision 0035): from the login page to an e-mailed link, a new password,
// and a login with it.

const NEW_PASSWORD = 'Uusi-salasana-2027';

test('a customer who forgot her password chooses a new one through the e-mailed link', async ({
  page,
  freshCustomer,
}) => {
  const customer = await freshCustomer([]);
  await page.goto('/auth/login');
  await page.getByRole('link', { name: 'Unohditko salasanasi?' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unohtunut salasana');
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  await page.getByRole('button', { name: 'Lähetä linkki' }).click();
  await expect(page.getByText('Sähköpostiosoite on pakollinen tieto')).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Sähköpostiosoite').fill(customer.username);
  await page.getByRole('button', { name: 'Lähetä linkki' }).click();
  await expect(page.getByRole('status')).toContainText(
    `Jos osoitteella ${customer.username} on tunnus, lähetimme siihen linkin`,
  );
  await expectAccessible(page);

  await page.goto('/kehitys/postilaatikko');
  await page.getByLabel('Vastaanottaja').fill(customer.username);
  await page.getByRole('button', { name: 'Näytä viestit' }).click();
  await page
    .getByRole('article', { name: 'Salasanan vaihtaminen' })
    .getByRole('link', { name: /uusi-salasana/ })
    .click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Valitse uusi salasana');
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  await page.getByLabel('Uusi salasana', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Uusi salasana uudelleen').fill('Eri-salasana-2027');
  await page.getByRole('button', { name: 'Vaihda salasana' }).click();
  await expect(page.getByText('Salasanat eivät täsmää.')).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Uusi salasana uudelleen').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Vaihda salasana' }).click();
  await expect(page.getByRole('status')).toContainText('Salasanasi on vaihdettu.');
  await expectAccessible(page);

  await page.getByRole('main').getByRole('link', { name: 'Kirjaudu sisään' }).click();
  await expect(page.getByLabel('Sähköpostiosoite')).toHaveValue(customer.username);
  await expect(page.locator('button[type=submit]:not([disabled])')).toHaveCount(1);
  await page.getByLabel('Salasana', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Kirjaudu sisään' }).click();
  await expect(page).toHaveURL(/\/tilaukset$/);
});
