import { randomUUID } from 'node:crypto';
import { type Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';

// Issue 15 item 3, "the invited person logs in or registers" (decision 0034): someone without
// an account opens an invitation link, creates an account at the sharer's address, confirms
// it through the e-mailed link, comes back to the invitation and activates the right.

const PASSWORD = 'Oma-salasana-2027';

async function openLatestMail(page: Page, to: string, subject: string, link: RegExp) {
  await page.goto('/kehitys/postilaatikko');
  await page.getByLabel('Vastaanottaja').fill(to);
  await page.getByRole('button', { name: 'Näytä viestit' }).click();
  await page
    .getByRole('article', { name: subject })
    .filter({ hasText: to })
    .first()
    .getByRole('link', { name: link })
    .click();
}

test('an invitee without an account registers from the invitation link and activates the right', async ({
  page,
  loginAs,
  freshCustomer,
}) => {
  const sharer = await freshCustomer(['CARD_PAPER_WITH_SUDOKU']);
  const email = `rekisteroityja.${randomUUID()}@example.fi`;
  await loginAs(sharer.username);
  await page.goto(
    `/tilaukset/tiedot?tilaus=${sharer.subscriptionNumbers[0] ?? ''}&modal=jaa-lukuoikeus`,
  );
  const dialog = page.getByRole('dialog', { name: 'Jaa digilukuoikeus' });
  await dialog.getByLabel('Sähköpostiosoite').fill(email);
  await dialog.getByRole('button', { name: 'Lähetä kutsu' }).click();
  await expect(dialog.getByRole('status').first()).toContainText(`osoitteeseen ${email}`);

  // The invitee, in a browser without a session, opens the invitation and chooses to register.
  await page.context().clearCookies();
  await openLatestMail(
    page,
    email,
    'Sinulle on jaettu digilukuoikeus: Päivän Sanomat 7 pv',
    /\/ak\//,
  );
  const claimPath = new URL(page.url()).pathname;
  await page.getByRole('main').getByRole('link', { name: 'luo tunnus' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Luo tunnus');
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  await expectAccessible(page);

  // An empty form is answered field by field, in Finnish.
  await page.getByRole('button', { name: 'Luo tunnus' }).click();
  await expect(page.getByText('Sähköpostiosoite on pakollinen tieto')).toBeVisible();
  await expect(page.getByText('Etunimi on pakollinen tieto')).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel('Sähköpostiosoite').fill(email);
  // A password the form's own rule allows but the server finds easy to guess: it says why.
  await page.getByLabel('Salasana', { exact: true }).fill('salasana12');
  await page.getByLabel('Salasana uudelleen').fill('salasana12');
  await page.getByLabel('Etunimi').fill('Sanna');
  await page.getByLabel('Sukunimi').fill('Suomalainen');
  // The sharer's address (the factory's): the same household.
  await page.getByLabel('Katuosoite').fill('Mannerheimintie 10 A 5');
  await page.getByLabel('Postinumero').fill('00100');
  await page.getByLabel('Postitoimipaikka').fill('HELSINKI');
  await page.getByRole('button', { name: 'Luo tunnus' }).click();
  await expect(
    page.getByText(/^Salasana on liian helppo arvata\. Tämä on hyvin yleinen/),
  ).toBeVisible();
  await expect(page.getByLabel('Salasana', { exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await page.getByLabel('Salasana', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Salasana uudelleen').fill(PASSWORD);
  await page.getByRole('button', { name: 'Luo tunnus' }).click();
  await expect(page.getByRole('status')).toContainText(
    `Lähetimme vahvistuslinkin osoitteeseen ${email}.`,
  );
  await expectAccessible(page);

  // The e-mailed link: nothing happens before the button is pressed.
  await openLatestMail(page, email, 'Vahvista sähköpostiosoitteesi ja luo tunnus', /rekisteroidy/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vahvista tunnuksen luominen');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Vahvista ja luo tunnus' }).click();
  await expect(page.getByRole('status')).toContainText(
    'Tunnuksesi on luotu ja olet kirjautunut sisään.',
  );
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Jatka digilukuoikeuden aktivointiin' }).click();

  // Back at the invitation, logged in: activate.
  await expect(page).toHaveURL(new RegExp(`${claimPath}$`));
  await expect(page.locator('dd', { hasText: 'Päivän Sanomat 7 pv' })).toBeVisible();
  await page.getByLabel('Vahvistan, että aktivoin lukuoikeuden itselleni.').check();
  await page.getByRole('button', { name: 'Aktivoi digilukuoikeus' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Digilukuoikeus tuotteeseen' }),
  ).toHaveText(
    'Digilukuoikeus tuotteeseen Päivän Sanomat 7 pv on nyt aktivoitu käyttäjätunnuksellesi.',
  );

  // The link in the e-mail works once.
  await openLatestMail(page, email, 'Vahvista sähköpostiosoitteesi ja luo tunnus', /rekisteroidy/);
  await page.getByRole('button', { name: 'Vahvista ja luo tunnus' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toContainText(
    'Tunnus on jo luotu tällä vahvistuslinkillä.',
  );
});
