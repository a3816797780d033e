import type { Page } from '@playwright/test';
import { enterCard, toProvider } from './card-provider';
import { expect, expectAccessible, test } from './fixtures';

// Every test here adds and deletes cards of a customer of its own, made like Maija: her Visa 1111
// pays a subscription like her 2000001 (the development factory). Maija's cards stay as seeded.

const CARDS = '/laskut/maksukortit';

async function deleteUnusedCard(page: Page, label: string): Promise<void> {
  await page.goto(CARDS);
  await page.getByRole('link', { name: `Poista kortti ${label}` }).click();
  await expect(page.getByText('Kortilla ei makseta voimassa olevia tilauksia.')).toBeVisible();
  await page.getByRole('button', { name: 'Poista kortti' }).click();
  await expect(page.getByRole('status')).toHaveText(`Kortti ${label} on poistettu.`);
}

test('a logged-out visitor is sent to log in and back to the cards', async ({ page }) => {
  await page.goto(CARDS);
  // When this spec runs first, the cold server takes seconds: wait for the navigation itself.
  await page.waitForURL(/\/auth\/login\?palaa=%2Flaskut%2Fmaksukortit$/);
  await expect(page).toHaveURL(/\/auth\/login\?palaa=%2Flaskut%2Fmaksukortit$/);
});

test('Maija sees her Visa, adds a Mastercard through the test provider and deletes it', async ({
  page,
  loginAsFresh,
}) => {
  const { number } = await loginAsFresh('CARD_PAPER_WITH_SUDOKU');
  await page.goto(CARDS);
  await expect(page.getByRole('link', { name: 'Maksukortit' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const visa = page.getByRole('listitem').filter({ hasText: 'Visa, päättyy 1111' }).first();
  await expect(visa).toContainText(`Kortilla maksetaan: Päivän Sanomat 7 pv (${number})`);
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Lisää maksukortti' }).click();
  await expect(page).toHaveURL(/modal=lisaa-maksukortti/);
  await expect(page.getByRole('dialog', { name: 'Lisää maksukortti' })).toBeVisible();
  await expectAccessible(page);

  await toProvider(page);
  await expectAccessible(page);
  await enterCard(page, '5555 5555 5555 4444');

  await expect(page).toHaveURL(/\/laskut\/maksukortit\?modal=lisaa-maksukortti$/);
  const dialog = page.getByRole('dialog', { name: 'Lisää maksukortti' });
  await expect(dialog.getByRole('status')).toHaveText(
    'Kortti Mastercard, päättyy 4444 on lisätty.',
  );
  // Back from the provider: the keyboard starts at the answer.
  await expect(dialog.getByRole('status')).toBeFocused();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Sulje' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`${CARDS}$`));
  await expect(page.getByRole('heading', { name: 'Mastercard, päättyy 4444' })).toBeVisible();

  await deleteUnusedCard(page, 'Mastercard, päättyy 4444');
  await expectAccessible(page);
});

test('a declined card shows its message and a cancelled visit saves nothing', async ({
  page,
  loginAsFresh,
}) => {
  await loginAsFresh('CARD_PAPER_WITH_SUDOKU');
  await page.goto(`${CARDS}?modal=lisaa-maksukortti`);
  await toProvider(page);
  await enterCard(page, '4000 0000 0000 0002');
  await expect(page.getByRole('alert').first()).toHaveText(
    'Korttia ei hyväksytty. Tarkista kortin tiedot tai käytä toista korttia.',
  );
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Peruuta ja palaa' }).click();
  const dialog = page.getByRole('dialog', { name: 'Lisää maksukortti' });
  await expect(dialog.getByRole('alert')).toHaveText(
    'Kortin lisääminen keskeytettiin. Korttia ei tallennettu.',
  );
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Sulje' }).click();
  await expect(page.getByRole('heading', { name: /päättyy 0002/ })).toHaveCount(0);
});

test('a 3-D Secure card needs the extra confirmation', async ({ page, loginAsFresh }) => {
  await loginAsFresh('CARD_PAPER_WITH_SUDOKU');
  await page.goto(`${CARDS}?modal=lisaa-maksukortti`);
  await toProvider(page);
  await enterCard(page, '4000 0000 0000 3220');
  await expect(page.getByRole('heading', { name: 'Vahvista kortti' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Vahvista' }).click();

  const dialog = page.getByRole('dialog', { name: 'Lisää maksukortti' });
  await expect(dialog.getByRole('status')).toHaveText('Kortti Visa, päättyy 3220 on lisätty.');
  await dialog.getByRole('button', { name: 'Sulje' }).click();
  await deleteUnusedCard(page, 'Visa, päättyy 3220');
});

test('Maija changes the card of 2000001 to a new one, then deletes it choosing the Visa again', async ({
  page,
  loginAsFresh,
}) => {
  const { number } = await loginAsFresh('CARD_PAPER_WITH_SUDOKU');
  const changePage = new RegExp(`/laskut/maksukortit/vaihda-kortti\\?maksutapa=${number}$`);
  await page.goto(CARDS);
  await page.getByRole('link', { name: `Vaihda tilauksen ${number} kortti` }).click();
  await expect(page).toHaveURL(changePage);
  await expect(page.getByText('Nykyinen kortti: Visa, päättyy 1111')).toBeVisible();
  await expect(
    page.getByText('Uudelta kortilta veloitetaan seuraava laskutuskausi, joka alkaa 12.12.2026.'),
  ).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Vaihda kortti' }).click();
  await expect(page.getByRole('alert')).toHaveText('Valitse kortti.');
  await page.getByLabel('Uusi kortti (lisätään korttipalvelussa)').check();
  await page.getByRole('button', { name: 'Vaihda kortti' }).click();
  await expect(page).toHaveURL(/\/korttipalvelu\/kortti\?istunto=/);
  await enterCard(page, '5105 1051 0510 5100');

  await expect(page).toHaveURL(changePage);
  await expect(page.getByRole('status')).toHaveText(
    `Tilaus Päivän Sanomat 7 pv (${number}) maksetaan jatkossa kortilla Mastercard, päättyy 5100. ` +
      'Uudelta kortilta veloitetaan seuraava laskutuskausi, joka alkaa 12.12.2026.',
  );
  await expect(page.getByRole('status')).toBeFocused();
  await expect(page.getByText('Nykyinen kortti: Mastercard, päättyy 5100')).toBeVisible();
  await expectAccessible(page);

  // The card pays the subscription now: deleting it asks for another card first.
  await page.goto(CARDS);
  await page.getByRole('link', { name: 'Poista kortti Mastercard, päättyy 5100' }).click();
  await expect(page).toHaveURL(/\/laskut\/maksukortit\/poista-kortti\?maksutapa=/);
  await expect(page.getByText(/Kortilla maksetaan voimassa olevia tilauksia/)).toContainText(
    `Päivän Sanomat 7 pv (${number})`,
  );
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Poista kortti' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Valitse kortti, jolla kortin tilaukset maksetaan jatkossa, ennen kuin poistat kortin.',
  );
  await page.getByLabel('Visa, päättyy 1111').check();
  await page.getByRole('button', { name: 'Poista kortti' }).click();
  await expect(page.getByRole('status')).toHaveText(
    `Kortti Mastercard, päättyy 5100 on poistettu. Tilaukset Päivän Sanomat 7 pv (${number}) ` +
      'maksetaan jatkossa kortilla Visa, päättyy 1111.',
  );
  await expectAccessible(page);

  await page.goto(`/tilaukset/tiedot?tilaus=${number}`);
  await expect(page.getByText('Maksukortti (Visa, päättyy 1111)')).toBeVisible();
});

test('changing to a saved card shows busy and done states', async ({ page, loginAsFresh }) => {
  const { number } = await loginAsFresh('CARD_PAPER_WITH_SUDOKU');
  await page.goto(`${CARDS}?modal=lisaa-maksukortti&maksutapa=${number}`);
  await expect(page.getByText(`Uudella kortilla maksetaan tilaus ${number}`)).toBeVisible();
  await toProvider(page);
  await enterCard(page, '5555 5555 5555 4444');
  const dialog = page.getByRole('dialog', { name: 'Lisää maksukortti' });
  await expect(dialog.getByRole('status')).toContainText(
    `Tilaus Päivän Sanomat 7 pv (${number}) maksetaan jatkossa kortilla Mastercard, päättyy 4444.`,
  );
  await dialog.getByRole('button', { name: 'Sulje' }).click();

  await page.goto(`/laskut/maksukortit/vaihda-kortti?maksutapa=${number}`);
  await page.getByLabel(/Visa, päättyy 1111/).check();
  await page.getByRole('button', { name: 'Vaihda kortti' }).click();
  await expect(page.getByRole('button', { name: 'Kortti vaihdettu' })).toBeDisabled();
  await expect(page.getByRole('status')).toContainText('kortilla Visa, päättyy 1111');
  await deleteUnusedCard(page, 'Mastercard, päättyy 4444');
});

test("a refused charge: the e-mail's link says what to do, and a new card answers it", async ({
  page,
  freshCustomer,
  loginAs,
}) => {
  const made = await freshCustomer(['CARD_PAPER_WITH_SUDOKU'], { refusedCharge: 'NEEDS_CUSTOMER' });
  const [number] = made.subscriptionNumbers;
  await loginAs(made.username);
  // The link of the card-charge-failed e-mail (src/server/cards/card-charges.ts).
  await page.goto(`${CARDS}?modal=paivitys-vaatii-toimenpidetta&maksutapa=${number}`);
  const dialog = page.getByRole('dialog', { name: 'Maksukortti vaatii toimenpiteen' });
  await expect(dialog).toContainText(`Päivän Sanomat 7 pv (${number})`);
  await expect(dialog).toContainText(
    'Laskua ei voitu veloittaa maksukortiltasi (Visa, päättyy 1111). Korttisi pankki pyytää ' +
      'vahvistamaan veloituksen',
  );
  await expect(dialog).toContainText('Lisää maksukortti viimeistään');
  await expectAccessible(page);
  // The page behind tells the same.
  await expect(
    page.getByRole('region', { name: 'Tilaukset, jotka odottavat maksukorttia' }),
  ).toContainText(`Päivän Sanomat 7 pv (${number})`);

  // The update-needed path: the card again through the provider, with its confirmation.
  await dialog.getByRole('link', { name: 'Lisää maksukortti' }).click();
  await expect(page).toHaveURL(new RegExp(`modal=lisaa-maksukortti&maksutapa=${number}`));
  await toProvider(page);
  await enterCard(page, '4000 0000 0000 3220');
  await page.getByRole('button', { name: 'Vahvista' }).click();
  const added = page.getByRole('dialog', { name: 'Lisää maksukortti' });
  await expect(added.getByRole('status')).toContainText(
    `Tilaus Päivän Sanomat 7 pv (${number}) maksetaan jatkossa kortilla Visa, päättyy 3220.`,
  );
  await added.getByRole('button', { name: 'Sulje' }).click();
  await expect(page.getByText('Tilaukset, jotka odottavat maksukorttia')).toBeHidden();

  // The e-mail's link, followed later, says nothing is left to do.
  await page.goto(`${CARDS}?modal=paivitys-vaatii-toimenpidetta&maksutapa=${number}`);
  await expect(dialog).toContainText(
    `Tilaus ${number} ei odota maksukorttia, joten toimenpiteitä ei tarvita.`,
  );
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Sulje' }).click();
  await expect(page).toHaveURL(new RegExp(`${CARDS}$`));
});
