import { MAIJA, DEMO_PASSWORD, expect, expectAccessible, test } from './fixtures';

test('a logged-out visitor of /tilaukset logs in through the form and comes back', async ({
  page,
}) => {
  await page.goto('/tilaukset');
  await expect(page).toHaveURL(/\/auth\/login\?palaa=%2Ftilaukset$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Kirjaudu sisään' })).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel('Sähköpostiosoite').fill(MAIJA);
  await page.getByLabel('Salasana').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Kirjaudu sisään' }).click();

  await expect(page).toHaveURL(/\/tilaukset$/);
  const list = page.getByRole('list', { name: 'Voimassa olevat tilaukset' });
  await expect(list.getByRole('article')).toHaveCount(4);
});

test('the login form explains empty fields and a wrong password in Finnish', async ({ page }) => {
  await page.goto('/auth/login');
  await page.getByRole('button', { name: 'Kirjaudu sisään' }).click();
  await expect(page.getByText('Sähköpostiosoite on pakollinen tieto')).toBeVisible();
  await expect(page.getByText('Salasana on pakollinen tieto')).toBeVisible();
  await expect(page.getByLabel('Sähköpostiosoite')).toBeFocused();
  await expectAccessible(page);

  await page.getByLabel('Sähköpostiosoite').fill(MAIJA);
  await page.getByLabel('Salasana').fill('vaara-salasana-123');
  await page.getByRole('button', { name: 'Kirjaudu sisään' }).click();
  await expect(page.getByRole('alert')).toHaveText('Sähköpostiosoite tai salasana on väärin.');

  // A new attempt's field error replaces the old answer (issue 20 item 14).
  await page.getByLabel('Salasana').fill('');
  await page.getByRole('button', { name: 'Kirjaudu sisään' }).click();
  await expect(page.getByText('Salasana on pakollinen tieto')).toBeVisible();
  await expect(page.getByText('Sähköpostiosoite tai salasana on väärin.')).toHaveCount(0);
  await expect(page.getByLabel('Sähköpostiosoite')).toHaveValue(MAIJA);
  await expectAccessible(page);
});

test('logging out ends the session', async ({ page, loginAs }) => {
  await loginAs(MAIJA);
  await page.goto('/tilaukset');
  await expect(page.getByRole('article')).toHaveCount(4);
  await page.getByRole('link', { name: 'Kirjaudu ulos' }).click();
  await expect(page.getByText('Olet kirjautunut ulos.')).toBeVisible();
  await expectAccessible(page);
  await page.goto('/tilaukset');
  await expect(page).toHaveURL(/\/auth\/login\?palaa=%2Ftilaukset$/);
});

test('a plain company user logging in as a business customer sees the access-denied page', async ({
  page,
}) => {
  await page.goto('/auth/login?intent=b2b');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Yritysasiakkaan kirjautuminen' }),
  ).toBeVisible();
  await expect(page.getByLabel('Muista minut tällä laitteella')).toHaveCount(0);
  await page.getByLabel('Sähköpostiosoite').fill('yritys.lukija@example.fi');
  await page.getByLabel('Salasana').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Kirjaudu sisään' }).click();
  await expect(page).toHaveURL(/\/auth\/ei-kayttooikeutta/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Sinulla ei ole yrityksen pääkäyttäjän oikeuksia',
  );
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Kirjaudu yksityisasiakkaana' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kirjaudu sisään' })).toBeVisible();
});

test('the company admin gets in as a business customer', async ({ page }) => {
  await page.goto('/auth/login?intent=b2b');
  await page.getByLabel('Sähköpostiosoite').fill('yritys.admin@example.fi');
  await page.getByLabel('Salasana').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Kirjaudu sisään' }).click();
  await expect(page).toHaveURL(/\/tilaukset$/);
  await expect(page.getByRole('article')).toHaveCount(1);
});

test.describe('before the login script has run', () => {
  test.use({ javaScriptEnabled: false });

  test('the form never submits natively and fills in the login hint', async ({ page }) => {
    await page.goto('/auth/login?login_hint=maija%40example.fi');
    // A press before the script could only post, never put the password in the address.
    await expect(page.locator('form[data-login-form]')).toHaveAttribute('method', 'post');
    await expect(page.getByRole('button', { name: 'Kirjaudu sisään' })).toBeDisabled();
    await expect(page.getByLabel('Sähköpostiosoite')).toHaveValue('maija@example.fi');
  });
});
