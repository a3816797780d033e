import { randomUUID } from 'node:crypto';
import { DEMO_PASSWORD, expect, expectAccessible, test } from './fixtures';

// Issue 14 item 2: a customer changes her username through the link e-mailed to the new address
// (decision 0026). Each test uses a customer of its own.

test('a customer changes her username through the e-mailed link and logs in with it', async ({
  page,
  loginAsFresh,
}) => {
  const { username } = await loginAsFresh('QUARTERLY_LOCAL_PAPER');
  const newUsername = `uusi.${randomUUID()}@example.fi`;

  await page.goto('/tili/vaihda-kayttajatunnus');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vaihda käyttäjätunnus');
  await expect(page.getByLabel('Nykyinen käyttäjätunnus')).toHaveValue(username);
  await expectAccessible(page);

  // Refusals show beside their fields.
  await page.getByLabel('Uusi käyttäjätunnus (sähköpostiosoite)').fill(username);
  await page.getByRole('button', { name: 'Lähetä vahvistuslinkki' }).click();
  await expect(
    page.getByText('Uusi käyttäjätunnus on sama kuin nykyinen. Kirjoita toinen sähköpostiosoite.'),
  ).toBeVisible();
  await expect(page.getByText('Salasana on pakollinen tieto')).toBeVisible();
  await page.getByLabel('Uusi käyttäjätunnus (sähköpostiosoite)').fill(newUsername);
  await page.getByLabel('Salasana', { exact: true }).fill('vaara-salasana-1');
  await page.getByRole('button', { name: 'Lähetä vahvistuslinkki' }).click();
  await expect(page.getByText('Salasana on väärin.')).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel('Salasana', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Lähetä vahvistuslinkki' }).click();
  await expect(page.getByRole('status')).toContainText(
    `Lähetimme vahvistuslinkin osoitteeseen ${newUsername}.`,
  );

  // The link works in a browser without a session: the token is the proof.
  await page.context().clearCookies();
  await page.goto('/kehitys/postilaatikko');
  await page.getByLabel('Vastaanottaja').fill(newUsername);
  await page.getByRole('button', { name: 'Näytä viestit' }).click();
  await expect(page.getByRole('heading', { level: 2 })).toHaveText('Viestit (1)');
  const mail = page.getByRole('article', { name: 'Vahvista käyttäjätunnuksen vaihto' });
  await expect(mail).toContainText(`käyttäjätilin ${username} käyttäjätunnukseksi`);
  await mail.getByRole('link', { name: /\/tili\/vaihda-kayttajatunnus\/vahvista\?token=/ }).click();

  // Opening the link changes nothing by itself (mail scanners open links too).
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Vahvista käyttäjätunnuksen vaihto',
  );
  await expect(page.getByText(`Uusi käyttäjätunnuksesi on ${newUsername}.`)).toBeVisible();
  await expectAccessible(page);
  const confirmUrl = page.url();
  await page.getByRole('button', { name: 'Vahvista käyttäjätunnuksen vaihto' }).click();
  await expect(page.getByRole('status')).toHaveText(
    `Käyttäjätunnuksesi on vaihdettu. Kirjaudu jatkossa osoitteella ${newUsername}. Muilla ` +
      'laitteilla olleet kirjautumiset päättyivät.',
  );
  await expectAccessible(page);

  // She logs in with the new username, prefilled from the link.
  await page.getByRole('link', { name: 'Kirjaudu sisään' }).click();
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  await expect(page.getByLabel('Sähköpostiosoite')).toHaveValue(newUsername);
  await page.getByLabel('Salasana').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Kirjaudu sisään' }).click();
  // The account page (/tili, issue 14 item 1), not back to the used link.
  await expect(page).toHaveURL(/\/tili$/);
  const session = await page.request.get('/api/v1/auth/verifySession');
  expect((await session.json()).loginHint).toBe(newUsername);

  // The link worked once.
  await page.goto(confirmUrl);
  await page.getByRole('button', { name: 'Vahvista käyttäjätunnuksen vaihto' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Tämä käyttäjätunnuksen vaihtopyyntö on jo käsitelty tai korvattu uudemmalla pyynnöllä. ' +
      'Käytä uusinta sähköpostiisi saamaasi linkkiä.',
  );
  await expectAccessible(page);
});

test('a mangled link says that it has expired or is invalid', async ({ page }) => {
  await page.goto('/tili/vaihda-kayttajatunnus/vahvista?token=abc&email=ei%40example.fi');
  await page.getByRole('button', { name: 'Vahvista käyttäjätunnuksen vaihto' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Käyttäjätunnuksen vaihtolinkki on vanhentunut tai virheellinen. Tee vaihtopyyntö uudelleen.',
  );
  await page.goto('/tili/vaihda-kayttajatunnus/vahvista');
  await expect(page.getByRole('alert')).toHaveText(
    'Käyttäjätunnuksen vaihtolinkki on vanhentunut tai virheellinen. Tee vaihtopyyntö uudelleen.',
  );
  await expectAccessible(page);
});

test('the form asks a logged-out visitor to log in first', async ({ page }) => {
  await page.goto('/tili/vaihda-kayttajatunnus');
  await expect(page).toHaveURL(/\/auth\/login\?palaa=%2Ftili%2Fvaihda-kayttajatunnus/);
});
