import { DEMO_PASSWORD, expect, expectAccessible, test } from './fixtures';

// Issue 15 items 2 and 3 (decision 0032): a customer shares a digital reading right of her
// paper + digi subscription with a household member by e-mail; the member opens the e-mailed
// link, logs in and activates it. Both are customers of the test's own, at the factory's one
// address (Mannerheimintie 10 A 5), so they count as one household.

test('a customer invites a household member by e-mail, who claims the right through the link', async ({
  page,
  loginAs,
  freshCustomer,
}) => {
  const sharer = await freshCustomer(['CARD_PAPER_WITH_SUDOKU']);
  const reader = await freshCustomer([]);
  const number = sharer.subscriptionNumbers[0] ?? '';
  await loginAs(sharer.username);

  await page.goto(`/tilaukset/tiedot?tilaus=${number}&modal=jaa-lukuoikeus`);
  const dialog = page.getByRole('dialog', { name: 'Jaa digilukuoikeus' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);

  // Inviting oneself is refused beside the field.
  await dialog.getByLabel('Sähköpostiosoite').fill(sharer.username);
  await dialog.getByRole('button', { name: 'Lähetä kutsu' }).click();
  await expect(dialog.getByText('Et voi kutsua itseäsi.').first()).toBeVisible();

  await dialog.getByLabel('Sähköpostiosoite').fill(reader.username);
  await dialog.getByRole('button', { name: 'Lähetä kutsu' }).click();
  await expect(dialog.getByRole('status').first()).toContainText(
    `Kutsu lähetettiin osoitteeseen ${reader.username}.`,
  );
  await expectAccessible(page);

  // The invitee opens the e-mailed link in a browser without a session.
  await page.context().clearCookies();
  await page.goto('/kehitys/postilaatikko');
  await page.getByLabel('Vastaanottaja').fill(reader.username);
  await page.getByRole('button', { name: 'Näytä viestit' }).click();
  // Other specs send invitations too: hers is the one to her address.
  const mail = page
    .getByRole('article', { name: 'Sinulle on jaettu digilukuoikeus: Päivän Sanomat 7 pv' })
    .filter({ hasText: reader.username });
  await expect(mail).toContainText('Testi Asiakas on jakanut sinulle');
  await mail.getByRole('link', { name: /\/ak\// }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Aktivoi digilukuoikeus');
  await expect(
    page.getByText('Lukuoikeuden aktivointiin tarvitset käyttäjätunnuksen.'),
  ).toBeVisible();
  await expectAccessible(page);
  const claimUrl = new URL(page.url()).pathname;

  // Someone else of the household, logged in with another address, cannot take it.
  const other = await freshCustomer([]);
  await loginAs(other.username);
  await page.goto(claimUrl);
  await expect(page.getByRole('main').getByRole('alert')).toContainText(
    'Kutsu on lähetetty toiseen sähköpostiosoitteeseen.',
  );
  await expectAccessible(page);
  await page.context().clearCookies();
  await page.goto(claimUrl);

  // Logging in brings her back to the link.
  await page.getByRole('main').getByRole('link', { name: 'Kirjaudu sisään' }).click();
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  await page.getByLabel('Sähköpostiosoite').fill(reader.username);
  await page.getByLabel('Salasana').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Kirjaudu sisään' }).click();
  await expect(page).toHaveURL(new RegExp(`${claimUrl}$`));

  await expect(page.locator('dd', { hasText: 'Päivän Sanomat 7 pv' })).toBeVisible();
  await expect(page.locator('dd', { hasText: reader.username })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Aktivoi digilukuoikeus' }).click();
  await expect(page.getByText('Vahvista, että olet lukuoikeuden saaja.')).toBeVisible();
  await page.getByLabel('Vahvistan, että aktivoin lukuoikeuden itselleni.').check();
  await page.getByRole('button', { name: 'Aktivoi digilukuoikeus' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Digilukuoikeus tuotteeseen' }),
  ).toHaveText(
    'Digilukuoikeus tuotteeseen Päivän Sanomat 7 pv on nyt aktivoitu käyttäjätunnuksellesi.',
  );
  await expectAccessible(page);

  // The link works once.
  await page.reload();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Kutsu on jo käytetty.');
});
