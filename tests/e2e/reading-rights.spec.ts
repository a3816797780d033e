import { expect, expectAccessible, test } from './fixtures';

// The reading-rights pages (spec §2 /lukuoikeudet, /tilaukset/tiedot/digilukuoikeudet and /{id};
// decision 0031). The customer is the factory's twin of Maija's 2000001, which shares one of its
// three rights with Matti: the numbers agree with the subscription list before and after Matti's
// right is removed.

test('a customer sees her shared right on the overview and removes it', async ({
  page,
  loginAs,
  freshCustomer,
}) => {
  const { username, subscriptionNumbers } = await freshCustomer(['CARD_PAPER_WITH_SHARED_RIGHT']);
  const [number = ''] = subscriptionNumbers;
  await loginAs(username);

  await page.goto('/lukuoikeudet');
  await expect(page.getByRole('heading', { level: 1, name: 'Lukuoikeudet' })).toBeVisible();
  const card = page.getByRole('region', { name: `Päivän Sanomat 7 pv (${number})` });
  await expect(card).toContainText('2/3 vapaana (1 jaettu)');
  // The same numbers as a picture (issue 34): a box per right, Matti's filled.
  await expect(
    card.getByRole('img', { name: 'Lukuoikeuksia 3: 1 käytössä, 0 kutsua odottaa, 2 vapaana.' }),
  ).toBeVisible();
  await expect(card).toContainText('1 / 3 jaettu');
  await expect(card.getByRole('link', { name: 'Matti Meikäläinen' })).toBeVisible();
  await expect(card.getByRole('link', { name: 'Jaa lukuoikeus' })).toHaveAttribute(
    'href',
    `/tilaukset/tiedot?tilaus=${number}&modal=jaa-lukuoikeus`,
  );
  await expect(page.getByText('Sinulle ei ole jaettu lukuoikeuksia.')).toBeVisible();
  await expectAccessible(page);

  await card.getByRole('link', { name: `Tilauksen ${number} lukuoikeudet` }).click();
  await expect(page).toHaveURL(`/tilaukset/tiedot/digilukuoikeudet?tilaus=${number}`);
  await expect(page.getByText('2/3 vapaana (1 jaettu)')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Matti Meikäläinen' }).click();
  await expect(page).toHaveURL(/\/tilaukset\/tiedot\/digilukuoikeudet\/[0-9a-f-]{36}\?tilaus=/);
  await expect(page.getByText('matti.meikalainen@example.fi')).toBeVisible();
  await expect(page.getByText('Käytössä', { exact: true })).toBeVisible();
  await expect(page.locator('dd[data-badge]')).toHaveAttribute('data-badge', 'active');
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Poista lukuoikeus Matti Meikäläinen' }).click();
  const confirm = page.getByRole('group', { name: /Poista lukuoikeus Matti Meikäläinen/ });
  await expect(confirm).toContainText('Haluatko varmasti poistaa lukuoikeuden');
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Kyllä, poista' }).click();
  await expect(page.getByText('Lukuoikeus on poistettu.')).toBeVisible();
  await expect(page.getByText('Lukuoikeus poistettu', { exact: true })).toBeVisible();
  await expect(page.locator('dd[data-badge]')).toHaveAttribute('data-badge', 'ended');
  const pushed = await page.evaluate(
    () => (window as Window & { dataLayer?: { eventId?: number }[] }).dataLayer ?? [],
  );
  expect(pushed.map((e) => e.eventId)).toContain(94);
  await expectAccessible(page);

  await page.goto('/lukuoikeudet');
  await expect(card).toContainText('3/3 vapaana (0 jaettu)');
  await expect(
    card.getByRole('img', { name: 'Lukuoikeuksia 3: 0 käytössä, 0 kutsua odottaa, 3 vapaana.' }),
  ).toBeVisible();
  await expect(card).toContainText('Kukaan ei ole vielä ottanut jaettua lukuoikeutta käyttöön.');
  await page.goto('/tilaukset');
  await expect(page.getByText('3/3 vapaana (0 jaettu)')).toBeVisible();
});
