import { DEMO_PASSWORD, expect, expectAccessible, test } from './fixtures';

// Each test deletes (or tries to delete) the account of a customer of its own (the development
// factory): the demo customers keep their logins.

test('a customer with nothing running deletes her account and cannot log in again', async ({
  page,
  baseURL,
  freshCustomer,
  loginAs,
}) => {
  const { username } = await freshCustomer([]);
  await loginAs(username);
  await page.goto('/tili/poista');
  await expect(page.getByRole('heading', { level: 1, name: 'Poista käyttäjätili' })).toBeVisible();
  await expect(page.getByText('Poistoa ei voi perua.', { exact: false }).first()).toBeVisible();
  await expect(page.getByLabel('Salasana')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Poista käyttäjätili' }).click();
  await expect(page.getByText('Salasana on pakollinen tieto')).toBeVisible();
  await expect(
    page.getByText('Vahvista poisto valitsemalla kohta "Tiedän, että poistoa ei voi perua".'),
  ).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel('Salasana').fill('Vaara-salasana-1');
  await page.getByLabel('Tiedän, että poistoa ei voi perua').check();
  await page.getByRole('button', { name: 'Poista käyttäjätili' }).click();
  await expect(page.getByText('Salasana on väärin.')).toBeVisible();

  await page.getByLabel('Salasana').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Poista käyttäjätili' }).click();
  await expect(page.getByRole('heading', { name: 'Käyttäjätilisi on poistettu' })).toBeFocused();
  await expect(page.getByRole('status')).toContainText('Sinut on kirjattu ulos.');
  await expectAccessible(page);

  const login = await page.request.post('/api/v1/auth/login', {
    data: { username, password: DEMO_PASSWORD, intent: 'b2c' },
    headers: { origin: baseURL ?? '' },
  });
  expect(login.status()).toBe(401);
  await page.goto('/tili/poista');
  await expect(page).toHaveURL(/\/auth\/login\?palaa=%2Ftili%2Fpoista$/);
});

test('a customer with a running subscription sees why she cannot delete her account', async ({
  page,
  loginAsFresh,
}) => {
  const { number } = await loginAsFresh('WEEKEND_PAPER');
  await page.goto('/tili/poista');
  const refusal = page.getByRole('alert');
  await expect(refusal).toContainText(
    'Käyttäjätiliä ei voi poistaa, koska sinulla on voimassa olevia tilauksia tai avoimia laskuja.',
  );
  await expect(refusal.getByRole('link', { name: `Lopeta tilaus ${number}` })).toHaveAttribute(
    'href',
    `/tilaukset/mieti-viela?tilaus=${number}`,
  );
  await expect(page.getByLabel('Salasana')).toHaveCount(0);
  await expectAccessible(page);
});

test('the product family page shows the same deletion, an unknown family is not found', async ({
  page,
  freshCustomer,
  loginAs,
}) => {
  const { username, invoiceNumbers } = await freshCustomer(['CANCELLED_DIGI_WITH_OPEN_INVOICE']);
  await loginAs(username);
  await page.goto('/tili/poista-paivan-sanomat-tili');
  await expect(page.getByText('(Päivän Sanomat mukaan lukien)')).toBeVisible();
  await expect(
    page.getByRole('alert').getByRole('link', { name: `Lasku ${invoiceNumbers[0] ?? ''}` }),
  ).toBeVisible();
  await expectAccessible(page);
  const missing = await page.goto('/tili/poista-tuntematon-tili');
  expect(missing?.status()).toBe(404);
});
