import { expect, expectAccessible, test } from './fixtures';

// Each test changes a weekend paper of its own customer (like Maija's 2000008, from the
// development factory): the change marks it as changing, which no other spec may see.

// Before any change: once one is pending, the subscription offers no product change (spec §4).
test('the paivitys-vaatii-toimenpidetta dialog opens by query and closes with Esc', async ({
  page,
  loginAs,
  freshSubscription,
}) => {
  const { username, number } = await freshSubscription('WEEKEND_PAPER');
  await loginAs(username);
  await page.goto(`/tilaukset/tuotevaihto?tilaus=${number}&modal=paivitys-vaatii-toimenpidetta`);
  const dialog = page.getByRole('dialog', { name: 'Tuotteen vaihto vaatii toimenpiteen' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Sulje' })).toBeFocused();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/tilaukset/tuotevaihto\\?tilaus=${number}$`));
});

test('Maija changes her weekend paper to the digital paper in three steps', async ({
  page,
  loginAs,
  freshSubscription,
}) => {
  const { username, number } = await freshSubscription('WEEKEND_PAPER');
  await loginAs(username);
  await page.goto(`/tilaukset/tiedot?tilaus=${number}`);
  await page.getByRole('link', { name: 'Vaihda tuote' }).click();
  await expect(page).toHaveURL(new RegExp(`/tilaukset/tuotevaihto\\?tilaus=${number}$`));
  const options = page.getByRole('list', { name: 'Tuotevaihtoehdot' });
  await expect(options).toContainText('Päivän Sanomat Digi');
  await expect(options).toContainText(/19,90\s€ \/ 1 kk \(5,00\s€ \/ kk edullisempi\)/);
  await expect(options).toContainText(/15,00\s€ \/ kk kalliimpi/);
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Valitse Päivän Sanomat Digi' }).click();
  await expect(page).toHaveURL(
    new RegExp(`/tilaukset/vahvista-tuote\\?tilaus=${number}&tuote=PS-DIGI$`),
  );
  await expect(page.getByText('digitaalisella sisällöllä ei ole peruutusoikeutta')).toBeVisible();
  const confirm = page.getByRole('button', { name: 'Vahvista tuotteen vaihto' });
  await confirm.click();
  await expect(
    page.getByText('Hyväksy tilausehdot vahvistaaksesi tuotteen vaihdon.'),
  ).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('radio', { name: /Nykyisen tilausjakson päätyttyä/ }).check();
  await page.getByRole('checkbox', { name: /Hyväksyn tilausehdot/ }).check();
  await confirm.click();

  await expect(page).toHaveURL(new RegExp(`/tilaukset/tuote-tilattu\\?tilaus=${number}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tuotteen vaihto vastaanotettu');
  await expect(page.getByText('1–3 arkipäivän kuluessa')).toBeVisible();
  await expectAccessible(page);
  await expect(page.getByRole('link', { name: 'Takaisin tilauksen tietoihin' })).toHaveAttribute(
    'href',
    `/tilaukset/tiedot?tilaus=${number}`,
  );

  await page.goto('/tilaukset');
  const card = page
    .getByRole('list', { name: 'Voimassa olevat tilaukset' })
    .getByRole('article')
    .filter({ hasText: number });
  await expect(card.getByText('Tilaus voimassa (tilausmuutos käsittelyssä)')).toBeVisible();

  // Further changes wait while this one is processed.
  await page.goto(`/tilaukset/tuotevaihto?tilaus=${number}`);
  await expect(page.getByRole('alert')).toContainText('edellinen muutos on vielä käsittelyssä');
});

test('a logged-out visitor is sent to log in and back to the product change', async ({ page }) => {
  await page.goto('/tilaukset/tuotevaihto?tilaus=2000008');
  await expect(page).toHaveURL(
    /\/auth\/login\?palaa=%2Ftilaukset%2Ftuotevaihto%3Ftilaus%3D2000008$/,
  );
});
