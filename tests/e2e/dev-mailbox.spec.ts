import { expect, expectAccessible, test } from './fixtures';

test('the development mailbox shows the outbox and filters by recipient', async ({ page }) => {
  await page.goto('/kehitys/postilaatikko');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kehityksen postilaatikko');
  await expect(page.getByRole('heading', { level: 2, name: /^Viestit \(\d+\)$/ })).toBeVisible();
  await page.getByLabel('Vastaanottaja').fill('ei.kukaan@example.fi');
  await page.getByRole('button', { name: 'Näytä viestit' }).click();
  await expect(page.getByRole('heading', { level: 2 })).toHaveText('Viestit (0)');
  await expect(page.getByText('Ei viestejä.')).toBeVisible();
  await expectAccessible(page);
});
