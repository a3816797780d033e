import { MAIJA, expect, expectAccessible, test } from './fixtures';

test('Maija sees her four active subscriptions with the right labels', async ({
  page,
  loginAs,
}) => {
  await loginAs(MAIJA);
  await page.goto('/tilaukset');
  const cards = page.getByRole('list', { name: 'Voimassa olevat tilaukset' }).getByRole('article');
  await expect(cards).toHaveCount(4);

  const paper = cards.filter({ hasText: '2000001' });
  await expect(paper.getByText('Tilaus voimassa', { exact: true })).toBeVisible();
  await expect(paper.getByText('Jatkuva tilaus')).toBeVisible();
  await expect(paper.getByText(/39,90\s€ \/ 1 kk/)).toBeVisible();
  await expect(paper.getByText('Sudoku-lisäosa')).toBeVisible();
  await expect(paper.getByText('2/3 vapaana (1 jaettu)')).toBeVisible();
  // The meter tells a reader's right from an open invitation (issue 34).
  await expect(
    paper.getByRole('img', { name: 'Lukuoikeuksia 3: 1 käytössä, 0 kutsua odottaa, 2 vapaana.' }),
  ).toBeVisible();

  const magazine = cards.filter({ hasText: '2000002' });
  await expect(magazine.getByText('Tilaus on määräaikainen ja se päättyy 21.1.2027')).toBeVisible();
  await expect(magazine.getByText('Määräaikainen', { exact: true })).toBeVisible();

  const digi = cards.filter({ hasText: '2000003' });
  await expect(
    digi.getByText('Tilaus on lopetettu tilausjakson loppuun ja se päättyy 12.12.2026'),
  ).toBeVisible();
  await expectAccessible(page);
});

test('a card offers the add-ons still orderable and opens the order view of one', async ({
  page,
  loginAs,
}) => {
  // 2000008 (the weekend paper) takes add-ons of its family; the magazine 2000002 has none to
  // offer. (The add-on spec orders for customers of its own, so Maija's offers stay as seeded.)
  await loginAs(MAIJA);
  await page.goto('/tilaukset');
  const cards = page.getByRole('list', { name: 'Voimassa olevat tilaukset' }).getByRole('article');
  const offersHeading = { level: 3, name: 'Tilattavissa lisätilauksena' } as const;
  await expect(
    cards.filter({ hasText: '2000002' }).getByRole('heading', offersHeading),
  ).toHaveCount(0);
  const weekend = cards.filter({ hasText: '2000008' });
  await expect(weekend.getByRole('heading', offersHeading)).toBeVisible();
  await expect(
    weekend.getByRole('link', { name: /^Sudoku-lisäosa, 2,90\s€ \/ 1 kk$/ }),
  ).toBeVisible();
  const ristikko = weekend.getByRole('link', { name: /^Ristikkolisä, 3,50\s€ \/ 1 kk$/ });
  await expect(ristikko).toHaveAttribute(
    'href',
    '/tilaukset/lisatilaukset?tilaus=2000008&modal=lisatilaus&tuote=PS-RISTIKKO' +
      '&aid=PS-RISTIKKO&highlightAid=PS-RISTIKKO',
  );
  await expectAccessible(page);

  await ristikko.click();
  const dialog = page.getByRole('dialog', { name: 'Tilaa Ristikkolisä' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Päivän Sanomat Ristikkolisä');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Peruuta' }).click();
  await expect(dialog).toBeHidden();
  // The offer the card advertised is marked in the list behind the order view.
  await expect(page.getByRole('listitem').filter({ hasText: 'Ristikkolisä' })).toContainText(
    'Suosittelemme',
  );
});

test('the ended list shows the recently finished subscription but not the 14-month-old one', async ({
  page,
  loginAs,
}) => {
  await loginAs(MAIJA);
  await page.goto('/tilaukset');
  await page.getByRole('link', { name: 'Päättyneet tilaukset' }).click();
  await expect(page).toHaveURL(/\/tilaukset\/paattyneet-tilaukset$/);
  const cards = page.getByRole('list', { name: 'Päättyneet tilaukset' }).getByRole('article');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('2000004');
  await expect(cards.first()).toContainText('Päättynyt');
  await expect(page.getByText('2000005')).toHaveCount(0);
  await expectAccessible(page);
});

// The empty state of a customer with nothing linked (Pekka) is checked in
// link-subscription.spec.ts.

test('the front page and the not-found page are accessible', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page);
  const res = await page.goto('/ei-tallaista-sivua');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sivua ei löytynyt');
  await expectAccessible(page);
});
