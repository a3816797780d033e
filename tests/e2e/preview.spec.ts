import { expect, expectAccessible, test } from './fixtures';

const KEY = 'e2e-esikatseluavain-123';
const DRAFT = 'luonnos-joulun-palveluajat';

test('a draft is not published', async ({ page }) => {
  const res = await page.goto(`/aihe/tilaukset/${DRAFT}`);
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ohjetta ei löytynyt');
});

test('preview without the key is refused', async ({ page }) => {
  const res = await page.goto(`/preview?artikkeli=${DRAFT}`);
  expect(res?.status()).toBe(403);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Esikatselu ei ole käytettävissä',
  );
  await expect(page.getByText('Asiakaspalvelun palveluajat joulun aikaan')).toHaveCount(0);
});

test('an editor with the key lists the drafts and opens one', async ({ page }) => {
  await page.goto(`/preview?avain=${KEY}`);
  await page.getByRole('link', { name: 'Asiakaspalvelun palveluajat joulun aikaan' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Asiakaspalvelun palveluajat joulun aikaan',
  );
  await expect(page.getByText('Esikatselu: luonnos, ei julkaistu.')).toBeVisible();
  await expectAccessible(page);
});
