import type { Page } from '@playwright/test';
import { enterCard, toProvider } from './card-provider';
import { expect, expectAccessible, test } from './fixtures';

// Every test changes (or starts to change) the payment method of a customer of its own, made
// like Maija (the development factory: her 2000001 on the Visa 1111, her weekend paper 2000008).

const changePage = (number: string) =>
  `/laskut/laskutustavat/vaihda-laskutustapa?maksutapa=${number}`;

/** Chooses the paper invoice and confirms: the browser goes to the identification notice. */
async function choosePaperInvoice(page: Page, number: string): Promise<void> {
  await page.goto(changePage(number));
  await expect(
    page.getByText('Nykyinen laskutustapa: Maksukortti (Visa, päättyy 1111).'),
  ).toBeVisible();
  await page.getByRole('radio', { name: /Paperilasku \(\+3,95 € \/ lasku\)/ }).check();
  await page.getByRole('button', { name: 'Vahvista muutos' }).click();
  await expect(page).toHaveURL(/\/tunnistautuminen\?palaa=/);
  await expect(page.getByText('Tämä toiminto vaatii vahvan tunnistautumisen.')).toBeVisible();
}

async function atTheTestBank(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Tunnistaudu' }).click();
  await expect(page).toHaveURL(/\/tunnistautuminen\/testipankki\?/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Testipankki');
}

test('a cancelled identification leaves the payment method as it was', async ({
  page,
  loginAsFresh,
}) => {
  const { number } = await loginAsFresh('CARD_PAPER_WITH_SUDOKU');
  await page.goto('/laskut/laskutustavat');
  await expectAccessible(page);
  await page
    .getByRole('listitem')
    .filter({ hasText: `(${number})` })
    .getByRole('link', { name: /Vaihda laskutustapa/ })
    .click();
  await expect(page).toHaveURL(changePage(number));
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Vahvista muutos' }).click();
  await expect(page.getByText('Valitse uusi laskutustapa.')).toBeVisible();

  await choosePaperInvoice(page, number);
  await expectAccessible(page);
  await atTheTestBank(page);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Peruuta' }).click();

  await expect(page).toHaveURL(changePage(number));
  await expect(page.getByRole('alert')).toHaveText('Vahva tunnistautuminen keskeytettiin.');
  // Back from the bank with nothing focused: the keyboard starts at the answer, not the top.
  await expect(page.getByRole('alert')).toBeFocused();
  await expect(page.getByRole('radio', { name: /Paperilasku/ })).toBeChecked();
  await expectAccessible(page);
});

test('a failing bank says so', async ({ page, loginAsFresh }) => {
  const { number } = await loginAsFresh('CARD_PAPER_WITH_SUDOKU');
  await choosePaperInvoice(page, number);
  await atTheTestBank(page);
  await page.getByRole('radio', { name: /Virhepankki/ }).check();
  await page.getByRole('button', { name: 'Tunnistaudu' }).click();
  await expect(page).toHaveURL(changePage(number));
  await expect(page.getByRole('alert')).toHaveText(
    'Vahva tunnistautuminen epäonnistui. Yritä uudelleen.',
  );
});

test('Maija moves 2000001 to paper invoice after identifying with her bank', async ({
  page,
  loginAsFresh,
}) => {
  const { number } = await loginAsFresh('CARD_PAPER_WITH_SUDOKU');
  await choosePaperInvoice(page, number);
  await atTheTestBank(page);
  await page.getByRole('button', { name: 'Tunnistaudu' }).click();
  await expect(page.getByText('Valitse pankki.')).toBeVisible();
  await page.getByRole('radio', { name: 'Nordea' }).check();
  await page.getByRole('button', { name: 'Tunnistaudu' }).click();

  // Back on the change page, the change is sent again and saved.
  await expect(page).toHaveURL(changePage(number));
  const done = page.getByRole('status');
  await expect(done).toContainText('Laskutustavan muutos on tallennettu.');
  await expect(done).toContainText(
    'Uusi laskutustapa Paperilasku (laskutuslisällä) 3,95 € / lasku tulee voimaan 12.12.2026, kun laskutuskausi vaihtuu.',
  );
  await expect(done).toBeFocused();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Takaisin laskutustapoihin' }).first().click();
  const card = page.getByRole('listitem').filter({ hasText: `(${number})` });
  await expect(card).toContainText('Maksukortti (Visa, päättyy 1111)');
  await expect(card).toContainText(
    'Tuleva laskutustapa 12.12.2026 alkaen: Paperilasku (laskutuslisällä) 3,95 € / lasku',
  );
});

test('Maija moves 2000008 to card payment and adds the new card at the card provider', async ({
  page,
  loginAs,
  freshCustomer,
}) => {
  // Like Maija: the weekend paper on e-mail invoice, and her Visa on another subscription.
  const { username, subscriptionNumbers } = await freshCustomer([
    'WEEKEND_PAPER',
    'CARD_PAPER_WITH_SUDOKU',
  ]);
  const [number = ''] = subscriptionNumbers;
  await loginAs(username);
  await page.goto(changePage(number));
  await page.getByRole('radio', { name: /^Maksukortti/ }).check();
  await page.getByRole('radio', { name: 'Uusi kortti' }).check();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Vahvista muutos' }).click();

  // No strong identification for a card; the card is asked for by a deadline (spec §4).
  const done = page.getByRole('status');
  await expect(done).toContainText('Laskutustavan muutos on tallennettu.');
  await expect(done).toContainText(
    'Lisää maksukortti viimeistään 5.12.2026. Muuten tilaus laskutetaan paperilaskulla, jonka laskutuslisä on 3,95 €.',
  );
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Lisää maksukortti nyt' }).click();
  await expect(page).toHaveURL(new RegExp(`modal=lisaa-maksukortti&maksutapa=${number}`));
  await toProvider(page);
  await enterCard(page, '4012 8888 8888 1881');

  const dialog = page.getByRole('dialog', { name: 'Lisää maksukortti' });
  await expect(dialog.getByRole('status')).toContainText('Kortti Visa, päättyy 1881 on lisätty.');
  await expect(dialog.getByRole('status')).toContainText(
    'maksetaan jatkossa kortilla Visa, päättyy 1881.',
  );
  await page.goto('/laskut/laskutustavat');
  const card = page.getByRole('listitem').filter({ hasText: `(${number})` });
  await expect(card).toContainText('Tuleva laskutustapa');
  await expect(card).toContainText('Maksukortti (Visa, päättyy 1881)');
  await expect(card).not.toContainText('Lisää maksukortti viimeistään');
});
