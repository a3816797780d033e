import { MAIJA, expect, expectAccessible, test } from './fixtures';

// The company feedback form (issue 16 item 4, decision 0036): open to anyone.

const TEXT = 'Toimipisteemme muuttaa 1.1. osoitteeseen Esimerkkikatu 5. Miten jakelu siirtyy?';

test('an anonymous visitor sends company feedback and sees the thank-you', async ({ page }) => {
  await page.goto('/aihe/yhteystiedot');
  await page.getByRole('link', { name: 'yritysasiakkaan palautelomakkeella' }).click();
  await expect(page).toHaveURL(/\/yrityspalaute$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Yritysasiakkaan palaute');
  await expectAccessible(page);
  await page.getByLabel('Aihe', { exact: true }).selectOption({ label: 'Osoitteenmuutos' });
  await page.getByLabel('Tuote', { exact: true }).selectOption({ label: 'Päivän Sanomat' });
  await page.getByLabel('Viesti', { exact: true }).fill(TEXT);
  await page.getByLabel('Sähköpostiosoite', { exact: true }).fill('ostaja@yritys.example');
  await page.getByLabel('Haluan vastauksen sähköpostiin').check();
  await page.getByRole('button', { name: 'Lähetä viesti' }).click();
  const thanks = page.getByRole('status');
  await expect(thanks).toContainText('Kiitos viestistäsi!');
  await expect(thanks).toContainText(/PA-[0-9A-F]{8}/);
  await expect(thanks).toContainText('Osoitteenmuutos');
  await expect(thanks).toContainText('vastaa sinulle sähköpostitse');
  await expect(thanks).toContainText('ostaja@yritys.example');
  await expectAccessible(page);
});

test('a form with errors shows them in Finnish and keeps the text', async ({ page }) => {
  await page.goto('/yrityspalaute');
  await page.getByLabel('Viesti', { exact: true }).fill(TEXT);
  await page.getByRole('button', { name: 'Lähetä viesti' }).click();
  await expect(page.getByText('Aihe on pakollinen tieto')).toBeVisible();
  await expect(page.getByText('Sähköpostiosoite on pakollinen tieto')).toBeVisible();
  await page.getByLabel('Sähköpostiosoite', { exact: true }).fill('ei-osoite');
  await page.getByRole('button', { name: 'Lähetä viesti' }).click();
  await expect(
    page.getByText('Tarkista sähköpostiosoite. Sen muoto on esimerkiksi nimi@esimerkki.fi.'),
  ).toBeVisible();
  await expect(page.getByLabel('Viesti', { exact: true })).toHaveValue(TEXT);
  await expect(page.getByRole('status')).toHaveCount(0);
  await expectAccessible(page);
});

test("a logged-in customer's address is filled in", async ({ page, loginAs }) => {
  await loginAs(MAIJA);
  await page.goto('/yrityspalaute');
  await expect(page.getByLabel('Sähköpostiosoite', { exact: true })).toHaveValue(MAIJA);
});
