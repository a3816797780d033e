import { expect, expectAccessible, test } from './fixtures';

// Issue 17 item 1: the contact form on /aihe/ota-yhteytta, open to anyone; a logged-in
// customer's address is filled in; the accessibility statement's link chooses its topic.

test('a visitor asks to end a subscription through the contact form', async ({ page }) => {
  await page.goto('/aihe/yhteystiedot');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Lähetä viesti' }).click();
  await expect(page).toHaveURL(/\/aihe\/ota-yhteytta$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ota yhteyttä');
  await expectAccessible(page);

  await page.getByLabel('Aihe', { exact: true }).selectOption({ label: 'Tilauksen lopettaminen' });
  const timing = page.getByLabel('Milloin haluat tilauksen päättyvän?');
  await expect(timing).toBeVisible();
  await page.getByLabel('Viesti', { exact: true }).fill('Lopettakaa tilaukseni 2000001.');
  await page.getByLabel('Sähköpostiosoite', { exact: true }).fill('lukija@koti.example');
  await page.getByRole('button', { name: 'Lähetä viesti' }).click();
  await expect(page.getByText('Valitse, milloin haluat tilauksen päättyvän.')).toBeVisible();
  await expect(page.getByLabel('Viesti', { exact: true })).toHaveValue(
    'Lopettakaa tilaukseni 2000001.',
  );
  await expectAccessible(page);

  await timing.selectOption({ label: '30 päivän irtisanomisajalla' });
  await page.getByRole('button', { name: 'Lähetä viesti' }).click();
  const thanks = page.getByRole('status');
  await expect(thanks).toContainText('Kiitos viestistäsi!');
  await expect(thanks).toContainText(/PA-[0-9A-F]{8}/);
  await expect(thanks).toContainText('Tilauksen lopettaminen: 30 päivän irtisanomisajalla');
  await expect(thanks).toContainText('lukija@koti.example');
  await expectAccessible(page);
});

test('a logged-in customer sends a message from her own address', async ({
  page,
  loginAsFresh,
}) => {
  const { username } = await loginAsFresh('WEEKEND_PAPER');
  await page.goto('/aihe/ota-yhteytta');
  const address = page.getByLabel('Sähköpostiosoite', { exact: true });
  await expect(address).toHaveValue(username);
  await page
    .getByLabel('Aihe', { exact: true })
    .selectOption({ label: 'Digilehti ja sovellukset' });
  await page.getByLabel('Laite (vapaaehtoinen)').selectOption({ label: 'Puhelin' });
  await page.getByLabel('Viesti', { exact: true }).fill('Digilehti ei aukea puhelimessa.');
  await page.getByRole('button', { name: 'Lähetä viesti' }).click();
  const thanks = page.getByRole('status');
  await expect(thanks).toContainText('Digilehti ja sovellukset');
  await expect(thanks).toContainText(username);
});

test('the accessibility statement opens the form on its topic', async ({ page }) => {
  await page.goto('/saavutettavuusseloste');
  await page.getByRole('link', { name: 'Yhteydenottolomake' }).click();
  await expect(page).toHaveURL(/\/aihe\/ota-yhteytta\?aihe=ACCESSIBILITY$/);
  await expect(page.getByLabel('Aihe', { exact: true })).toHaveValue('ACCESSIBILITY');
});
