import { MAIJA, expect, test } from './fixtures';

// Issue 34 item 6: the invoice's details and the my-data page print as the document itself,
// without the header, footer, menu and controls, black on white even in the dark scheme.

test('an invoice prints with its payment details and bar code, without the site around it', async ({
  page,
  loginAs,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await loginAs(MAIJA);
  await page.goto('/laskut/tiedot?lasku=50000004');
  const payment = page.getByRole('region', { name: 'Maksutiedot' });
  await expect(payment).toContainText('5000 00047');
  await expect(page.locator('.site-header')).toBeVisible();

  await page.emulateMedia({ media: 'print', colorScheme: 'dark' });
  await expect(page.locator('.site-header')).toBeHidden();
  await expect(page.locator('.site-footer')).toBeHidden();
  await expect(page.getByRole('link', { name: 'Takaisin laskuihin' })).toBeHidden();
  await expect(page.getByRole('region', { name: 'Lasku PDF-tiedostona' })).toBeHidden();
  await expect(page.getByRole('region', { name: 'Eräpäivän siirto' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Kopioi virtuaaliviivakoodi' })).toBeHidden();

  await expect(page.getByRole('region', { name: 'Lasku', exact: true })).toBeVisible();
  await expect(payment).toContainText('FI21 1234 5600 0007 85');
  await expect(payment.getByLabel('Virtuaaliviivakoodi')).toBeVisible();
  await expect(payment.getByRole('img', { name: /Pankkiviivakoodi/ })).toBeVisible();
  const colours = await page.evaluate(() => {
    const style = getComputedStyle(document.body);
    return { fg: style.color, bg: style.backgroundColor };
  });
  expect(colours).toEqual({ fg: 'rgb(26, 26, 26)', bg: 'rgb(255, 255, 255)' });
});

test('the my-data page prints its summary without the download and links', async ({
  page,
  loginAs,
}) => {
  await loginAs(MAIJA);
  await page.goto('/tili/omat-tiedot');
  await expect(page.getByRole('button', { name: /Lataa/ })).toBeVisible();

  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('heading', { level: 1, name: 'Omat tietosi' })).toBeVisible();
  await expect(page.getByText('käyttäjätunnuksesi ja kirjautumisesi')).toBeVisible();
  await expect(page.getByRole('button', { name: /Lataa/ })).toBeHidden();
  await expect(page.getByRole('link', { name: 'Takaisin omaan tiliin' })).toBeHidden();
  await expect(page.locator('.site-header')).toBeHidden();
});
