import { expect, expectAccessible, test } from './fixtures';

// A company of the test's own, made like Esimerkki Oy with its 10-reader 2100001 (the development
// factory), so Esimerkki Oy's reader count stays as seeded (decision 0023).

const NBSP = '\u00A0';

test('the company admin raises the reader count from 10 to 12 and sees the change pending', async ({
  page,
  loginAs,
  freshCustomer,
}) => {
  const company = await freshCustomer(['COMPANY_DIGI'], { role: 'COMPANY_ADMIN' });
  const [number = ''] = company.subscriptionNumbers;
  await loginAs(company.username, 'b2b');
  // Reached from the company's rights page and the details page, not typed by hand.
  await page.goto(`/tilaukset/tiedot/digilukuoikeudet?tilaus=${number}`);
  await expect(page.getByText('Lukijoita on 10.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Jaa lukuoikeus' })).toHaveAttribute(
    'href',
    `/tilaukset/tiedot?tilaus=${number}&modal=jaa-lukuoikeus-v2`,
  );
  await page.getByRole('link', { name: 'Muuta lukijamäärää' }).click();
  await expect(page).toHaveURL(new RegExp(`/tilaukset/tiedot\\?tilaus=${number}&modal=lukijoita$`));
  const dialog = page.getByRole('dialog', { name: 'Muuta lukijoiden määrää' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Tilauksessa on nyt 10 lukijaa');
  await expectAccessible(page);

  const readers = dialog.getByLabel('Lukijoiden määrä');
  await readers.fill('51');
  await dialog.getByRole('button', { name: 'Näytä hinta' }).click();
  await expect(
    dialog.getByText('Itsepalvelussa voit tilata enintään 50 lukijaa. Ota yhteyttä myyntiin'),
  ).toBeVisible();
  await expectAccessible(page);

  await readers.fill('12');
  await dialog.getByRole('button', { name: 'Näytä hinta' }).click();
  await expect(dialog.getByRole('status')).toContainText(
    `yhteensä 2${NBSP}208,00${NBSP}€ + alv 10 % 220,80${NBSP}€ / vuosi`,
  );
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Vahvista muutos' }).click();
  await expect(dialog.getByRole('status')).toContainText(
    'Muutos on käsittelyssä. Näet sen tilauksessasi 24 tunnin kuluessa.',
  );
  await expect(dialog.getByRole('status')).toContainText('Uusi lukijamäärä: 12 lukijaa');
  await expectAccessible(page);

  // Until the change is applied, both modals show it pending and take no other change.
  await page.goto(`/tilaukset/tiedot?tilaus=${number}&modal=lukijoita-v2`);
  await expect(dialog.getByRole('status')).toContainText(
    'Muutos on käsittelyssä. Näet sen tilauksessasi 24 tunnin kuluessa.',
  );
  await expect(dialog.getByLabel('Lukijoiden määrä')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/tilaukset/tiedot\\?tilaus=${number}$`));
  // The details page lists the change ahead and links the dialog among its actions.
  const ahead = page.getByRole('region', { name: 'Tulevat muutokset' });
  await expect(ahead).toContainText('Lukijamäärän muutos 10 → 12 lukijaa');
  await expect(page.getByRole('link', { name: 'Muuta lukijamäärää' })).toHaveAttribute(
    'href',
    `/tilaukset/tiedot?tilaus=${number}&modal=lukijoita`,
  );
  await expectAccessible(page);
});

test("a private subscription's share dialog speaks to the household, whatever modal name opened it", async ({
  page,
  loginAsFresh,
}) => {
  const { number } = await loginAsFresh('CARD_PAPER_WITH_SUDOKU');
  await page.goto(`/tilaukset/tiedot?tilaus=${number}&modal=jaa-lukuoikeus-v2`);
  const dialog = page.getByRole('dialog', { name: 'Jaa digilukuoikeus' });
  await expect(dialog).toContainText('samassa taloudessa');
  await expect(dialog).not.toContainText('työntekijä');
});
