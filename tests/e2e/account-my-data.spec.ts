import { readFile } from 'node:fs/promises';
import { expect, expectAccessible, test } from './fixtures';

// Reads only: each test logs in as a customer of its own.

test('a logged-out visitor is sent to log in and back to her data', async ({ page }) => {
  await page.goto('/tili/omat-tiedot');
  await expect(page).toHaveURL(/\/auth\/login\?palaa=%2Ftili%2Fomat-tiedot$/);
});

test('a customer downloads everything the portal holds about her', async ({
  page,
  freshCustomer,
  loginAs,
}) => {
  const me = await freshCustomer(['WEEKEND_PAPER']);
  await loginAs(me.username);
  await page.goto('/tili/omat-tiedot');
  await expect(page.getByRole('heading', { level: 1, name: 'Omat tietosi' })).toBeVisible();
  await expectAccessible(page);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Lataa omat tietosi' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^omat-tiedot-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile(await download.path(), 'utf8')) as {
    osiot: Record<string, { rivit: Record<string, unknown>[] }>;
  };
  expect(data.osiot.kayttajatili?.rivit[0]?.username).toBe(me.username);
  expect(data.osiot.asiakastiedot?.rivit[0]?.customerNumber).toBe(me.customerNumber);
  expect(data.osiot.tilaukset?.rivit.map((r) => r.subscriptionNumber)).toEqual(
    me.subscriptionNumbers,
  );
  expect(JSON.stringify(data)).not.toContain('passwordHash');
  await expect(page.getByRole('status')).toHaveText(
    'Tietosi on ladattu tiedostoon. Löydät sen selaimesi latauksista.',
  );
  await expectAccessible(page);
});

test('a customer reads her change history', async ({ page, freshCustomer, loginAs }) => {
  const me = await freshCustomer(['WEEKEND_PAPER']);
  await loginAs(me.username);
  await page.goto('/tili/omat-tiedot');
  await page.getByRole('link', { name: /Katso, mitä tililläsi/ }).click();
  await expect(page).toHaveURL(/\/tili\/omat-tiedot\/muutoshistoria$/);
  const entries = page.getByRole('listitem').filter({ hasText: 'Kirjauduit sisään' });
  await expect(entries.first()).toContainText('Verkkopalvelu');
  await expect(entries.first()).toContainText(/\d{1,2}\.\d{1,2}\.\d{4} klo \d{1,2}\.\d{2}/);
  // One login: a single page, so no page links.
  await expect(page.getByRole('navigation', { name: 'Muutoshistorian sivut' })).toHaveCount(0);
  await expectAccessible(page);
});
