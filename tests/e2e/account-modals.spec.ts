import { DEMO_PASSWORD, expect, expectAccessible, test } from './fixtures';

// The /tili overview's modals for the password, the username and deletion. Each test changes a
// customer of its own.

const NEW_PASSWORD = 'Uusi-salasana-2027';

test('a customer changes her password in the /tili modal and logs in with it', async ({
  page,
  freshCustomer,
  loginAs,
  baseURL,
}) => {
  const me = await freshCustomer(['WEEKEND_PAPER']);
  await loginAs(me.username);
  await page.goto('/tili');
  await page.getByRole('link', { name: 'Vaihda salasana' }).click();
  await expect(page).toHaveURL(/\/tili\?modal=salasana$/);
  const dialog = page.getByRole('dialog', { name: 'Vaihda salasana' });
  await expect(dialog.getByLabel('Nykyinen salasana')).toBeVisible();
  await expectAccessible(page);

  // A wrong current password is refused and changes nothing.
  await dialog.getByLabel('Nykyinen salasana').fill('Vaara-salasana-1');
  await dialog.getByLabel('Uusi salasana', { exact: true }).fill(NEW_PASSWORD);
  await dialog.getByLabel('Uusi salasana uudelleen').fill(NEW_PASSWORD);
  await dialog.getByRole('button', { name: 'Vaihda salasana' }).click();
  await expect(dialog.getByText('Nykyinen salasana on väärin.')).toBeVisible();
  await expectAccessible(page);

  await dialog.getByLabel('Nykyinen salasana').fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Vaihda salasana' }).click();
  await expect(dialog.getByRole('status')).toContainText('Salasanasi on vaihdettu.');
  // The result stays in the dialog until she closes it; the focus goes back to the link.
  await dialog.getByRole('button', { name: 'Sulje' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/tili$/);
  await expect(page.getByRole('link', { name: 'Vaihda salasana' })).toBeFocused();

  // The old password no longer logs in; the new one does.
  const login = (password: string) =>
    page.request.post('/api/v1/auth/login', {
      data: { username: me.username, password, intent: 'b2c' },
      headers: { origin: baseURL ?? '' },
    });
  expect((await login(DEMO_PASSWORD)).status()).toBe(401);
  expect((await login(NEW_PASSWORD)).status()).toBe(200);
});

test('the username modal asks for the new address and the password', async ({
  page,
  freshCustomer,
  loginAs,
}) => {
  const me = await freshCustomer(['WEEKEND_PAPER']);
  await loginAs(me.username);
  await page.goto('/tili?modal=kayttajatunnus');
  const dialog = page.getByRole('dialog', { name: 'Vaihda käyttäjätunnus' });
  await expect(dialog.getByLabel('Uusi käyttäjätunnus (sähköpostiosoite)')).toBeVisible();
  await expectAccessible(page);
  await dialog.getByLabel('Uusi käyttäjätunnus (sähköpostiosoite)').fill(`uusi.${me.username}`);
  await dialog.getByLabel('Salasana', { exact: true }).fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Lähetä vahvistuslinkki' }).click();
  await expect(dialog.getByRole('status')).toContainText(`uusi.${me.username}`);
});

test('a customer without subscriptions deletes her account in the /tili modal', async ({
  page,
  freshCustomer,
  loginAs,
}) => {
  const me = await freshCustomer([]);
  await loginAs(me.username);
  await page.goto('/tili');
  await page.getByRole('link', { name: 'Poista käyttäjätili' }).click();
  const dialog = page.getByRole('dialog', { name: 'Poista käyttäjätili' });
  await expect(dialog.getByLabel('Salasana', { exact: true })).toBeVisible();
  await expectAccessible(page);
  await dialog.getByLabel('Salasana', { exact: true }).fill(DEMO_PASSWORD);
  await dialog.getByLabel('Tiedän, että poistoa ei voi perua').check();
  await dialog.getByRole('button', { name: 'Poista käyttäjätili' }).click();
  await expect(dialog.getByRole('status')).toBeVisible();
  await expectAccessible(page);
  // Closing the done view leaves the account pages: there is no account any more.
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/$/);
});
