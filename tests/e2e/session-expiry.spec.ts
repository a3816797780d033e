import { DEMO_PASSWORD, expect, expectAccessible, test } from './fixtures';

// Issue 30 item 10: the session ends while the customer fills in a dialog. Sending it takes her
// to the login page, which says why; after logging in she is back in the same dialog with what
// she typed, and the header no longer offers to log out a session that is gone.

test('a session that ends mid-form leads to the login and back, with the typed values kept', async ({
  page,
  loginAsFresh,
}) => {
  const { username, number } = await loginAsFresh('WEEKEND_PAPER');
  const address = `/tilaukset/tiedot?tilaus=${number}&modal=tilapainen-osoitteenmuutos`;
  await page.goto(address);
  const dialog = page.getByRole('dialog', { name: 'Tilapäinen osoitteenmuutos' });
  await dialog.getByLabel('Alkamispäivä').fill('2027-01-22');
  await dialog.getByLabel('Päättymispäivä').fill('2027-01-31');
  await dialog.getByLabel('Katuosoite').fill('Rantatie 4');
  await dialog.getByLabel('Postinumero').fill('21600');
  await dialog.getByLabel('Postitoimipaikka').fill('Parainen');

  // The session ends on the server (expiry, a logout elsewhere) while she types.
  const sessionCookie = (await page.context().cookies()).find((c) => c.httpOnly);
  expect(sessionCookie).toBeDefined();
  await page.request.post('/api/v1/auth/logout', {
    headers: { origin: new URL(page.url()).origin },
  });
  await page.context().addCookies([{ ...sessionCookie! }]);
  await dialog.getByRole('button', { name: 'Vahvista' }).click();

  await expect(page).toHaveURL(/\/auth\/login\?/);
  const login = new URL(page.url());
  expect(login.searchParams.get('palaa')).toBe(address);
  await expect(page.getByRole('status')).toContainText('Istuntosi päättyi.');
  await expectAccessible(page);
  await page.getByLabel('Sähköpostiosoite').fill(username);
  await page.getByLabel('Salasana').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Kirjaudu sisään' }).click();

  await expect(page).toHaveURL(address);
  await expect(dialog.getByLabel('Katuosoite')).toHaveValue('Rantatie 4');
  await expect(dialog.getByLabel('Postinumero')).toHaveValue('21600');
  await expect(dialog.getByLabel('Postitoimipaikka')).toHaveValue('Parainen');
  await expect(dialog.getByLabel('Alkamispäivä')).toHaveValue('2027-01-22');
  await expect(dialog.getByLabel('Päättymispäivä')).toHaveValue('2027-01-31');
  // Sent now, it goes through, and the kept values are forgotten.
  await dialog.getByRole('button', { name: 'Vahvista' }).click();
  await expect(dialog.getByRole('status')).toContainText('22.1.2027');
  expect(await page.evaluate(() => sessionStorage.getItem('portaali:lomakeluonnos'))).toBeNull();
});

test('the header stops offering logout when the API says the session is gone', async ({
  page,
  loginAsFresh,
}) => {
  const { number } = await loginAsFresh('WEEKEND_PAPER');
  await page.goto(`/tilaukset/tiedot?tilaus=${number}&modal=tilapainen-osoitteenmuutos`);
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Kirjaudu ulos' })).toBeVisible();
  const dialog = page.getByRole('dialog', { name: 'Tilapäinen osoitteenmuutos' });
  await expect(dialog.getByLabel('Alkamispäivä')).toBeVisible();
  const sessionCookie = (await page.context().cookies()).find((c) => c.httpOnly);
  await page.request.post('/api/v1/auth/logout', {
    headers: { origin: new URL(page.url()).origin },
  });
  await page.context().addCookies([{ ...sessionCookie! }]);
  // Stay on the page, to see what it shows before the login page would open: a navigation
  // answered 204 No Content leaves the page as it is.
  await page.route('**/auth/login?**', (route) => route.fulfill({ status: 204 }));
  await dialog.getByLabel('Alkamispäivä').fill('2027-01-22');
  await dialog.getByLabel('Päättymispäivä').fill('2027-01-31');
  await dialog.getByLabel('Katuosoite').fill('Rantatie 4');
  await dialog.getByLabel('Postinumero').fill('21600');
  await dialog.getByLabel('Postitoimipaikka').fill('Parainen');
  await dialog.getByRole('button', { name: 'Vahvista' }).click();
  await expect(header.getByRole('link', { name: 'Kirjaudu sisään' })).toBeVisible();
  expect(await page.evaluate(() => document.cookie)).not.toContain('portaali_kirjautunut=1');
});
