import { expect, expectAccessible, test } from './fixtures';

// Each test changes the address of a customer of its own, made like Maija (the development
// factory: her address, and a subscription like her 2000001), so no other spec sees the changes.
// Today is pinned to 21.11.2026.

const temporary = (number: string) =>
  `/tilaukset/tiedot?tilaus=${number}&modal=tilapainen-osoitteenmuutos`;

test('Maija sends 2000001 to her summer place for ten days and removes the change', async ({
  page,
  loginAsFresh,
}) => {
  const { number } = await loginAsFresh('CARD_PAPER_WITH_SUDOKU');
  await page.goto(temporary(number));
  const dialog = page.getByRole('dialog', { name: 'Tilapäinen osoitteenmuutos' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Nykyinen osoite: Mannerheimintie 10 A 5, 00100 HELSINKI');
  await expect(dialog).toContainText('Lehti ilmestyy joka päivä.');
  await expectAccessible(page);

  // The form's own checks, before anything is sent.
  await dialog.getByLabel('Katuosoite').fill('Rantatie 4 21600');
  await dialog.getByRole('button', { name: 'Vahvista' }).click();
  await expect(dialog.getByText('Alkamispäivä on pakollinen tieto')).toBeVisible();
  await expect(
    dialog.getByText('Älä kirjoita postinumeroa katuosoitteeseen. Sille on oma kenttänsä.'),
  ).toBeVisible();
  await expectAccessible(page);

  await dialog.getByLabel('Alkamispäivä').fill('2027-01-20');
  await dialog.getByLabel('Päättymispäivä').fill('2027-01-30');
  await dialog
    .getByLabel('Nimi tilapäisessä osoitteessa (vapaaehtoinen)')
    .fill('Maija Meikäläinen');
  await dialog.getByLabel('Katuosoite').fill('Rantatie 4');
  await dialog.getByLabel('Postinumero').fill('21600');
  await dialog.getByLabel('Postitoimipaikka').fill('Parainen');
  await dialog.getByRole('button', { name: 'Vahvista' }).click();

  const status = dialog.getByRole('status');
  await expect(status).toContainText('Tilapäinen osoitteenmuutos on tallennettu.');
  await expect(status).toContainText('Maija Meikäläinen, Rantatie 4, 21600 PARAINEN');
  await expect(status).toContainText('Lähetimme vahvistuksen sähköpostiisi.');
  const listed = dialog.getByRole('listitem').filter({ hasText: '20.1.2027–30.1.2027' });
  await expect(listed).toContainText('Rantatie 4, 21600 PARAINEN');
  await expectAccessible(page);

  // The same days again overlap the change just made.
  await dialog.getByLabel('Alkamispäivä').fill('2027-01-25');
  await dialog.getByLabel('Päättymispäivä').fill('2027-02-02');
  await dialog.getByLabel('Katuosoite').fill('Saaristotie 8');
  await dialog.getByLabel('Postinumero').fill('21600');
  await dialog.getByLabel('Postitoimipaikka').fill('Parainen');
  await dialog.getByRole('button', { name: 'Vahvista' }).click();
  await expect(dialog.getByRole('alert')).toContainText('päällekkäin');

  // Removing asks first; "Älä poista" keeps the change (issue 20 item 10).
  await listed.getByRole('button', { name: 'Poista muutos 20.1.2027–30.1.2027' }).click();
  await expect(listed).toContainText(
    'Haluatko varmasti poistaa osoitteenmuutoksen 20.1.2027–30.1.2027?',
  );
  await listed.getByRole('button', { name: 'Älä poista' }).click();
  await expect(listed).toHaveCount(1);
  await listed.getByRole('button', { name: 'Poista muutos 20.1.2027–30.1.2027' }).click();
  await listed.getByRole('button', { name: 'Kyllä, poista' }).click();
  await expect(listed).toHaveCount(0);
  await expect(dialog.getByRole('status')).toHaveText(
    'Osoitteenmuutos 20.1.2027–30.1.2027 on poistettu.',
  );
  await expect(dialog.getByRole('status')).toBeFocused();

  // Esc closes the modal and takes it out of the address.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/tilaukset/tiedot\\?tilaus=${number}$`));
});

test('an address the database does not know goes to customer service by hand', async ({
  page,
  loginAsFresh,
}) => {
  const { number } = await loginAsFresh('CARD_PAPER_WITH_SUDOKU');
  await page.goto(temporary(number));
  const dialog = page.getByRole('dialog', { name: 'Tilapäinen osoitteenmuutos' });
  await dialog.getByLabel('Alkamispäivä').fill('2027-02-09');
  await dialog.getByLabel('Päättymispäivä').fill('2027-02-14');
  await dialog.getByLabel('Katuosoite').fill('Uudisrakennuksentie 3');
  await dialog.getByLabel('Postinumero').fill('00100');
  await dialog.getByLabel('Postitoimipaikka').fill('Helsinki');
  await dialog.getByRole('button', { name: 'Vahvista' }).click();

  await expect(dialog.getByRole('alert')).toContainText(
    'Osoitetta ei löytynyt osoiterekisteristä.',
  );
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Jatka tällä osoitteella' }).click();

  const status = dialog.getByRole('status');
  await expect(status).toContainText('Tilapäinen osoitteenmuutos on tallennettu.');
  await expect(status).toContainText(
    'Asiakaspalvelu käsittelee muutoksen 1–3 arkipäivässä, viimeistään 25.11.2026.',
  );
  const listed = dialog.getByRole('listitem').filter({ hasText: '9.2.2027–14.2.2027' });
  await expect(listed).toContainText('Asiakaspalvelu tarkistaa osoitteen');
  await expectAccessible(page);

  await listed.getByRole('button', { name: 'Poista muutos 9.2.2027–14.2.2027' }).click();
  await listed.getByRole('button', { name: 'Kyllä, poista' }).click();
  await expect(listed).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Sulje' }).click();
  await expect(dialog).toBeHidden();
});

test('the permanent change refuses the current address', async ({ page, loginAsFresh }) => {
  const { number } = await loginAsFresh('CARD_PAPER_WITH_SUDOKU');
  await page.goto(`/tilaukset/tiedot?tilaus=${number}&modal=vakituinen-osoitteenmuutos`);
  const dialog = page.getByRole('dialog', { name: 'Pysyvä osoitteenmuutos' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByLabel('Alkamispäivä').fill('2027-03-01');
  await dialog.getByLabel('Katuosoite').fill('Mannerheimintie 10 A 5');
  await dialog.getByLabel('Postinumero').fill('00100');
  await dialog.getByLabel('Postitoimipaikka').fill('Helsinki');
  await dialog.getByRole('button', { name: 'Vahvista' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'Uusi osoite on sama kuin nykyinen osoitteesi.',
  );
  await expectAccessible(page);
});

test('the temporary and permanent changes take their dates from the calendar', async ({
  page,
  loginAsFresh,
}) => {
  const { number } = await loginAsFresh('CARD_PAPER_WITH_SUDOKU');
  await page.goto(temporary(number));
  const dialog = page.getByRole('dialog', { name: 'Tilapäinen osoitteenmuutos' });
  const calendar = dialog.getByRole('group', { name: 'Osoitteenmuutoksen päivät kalenterissa' });
  await expect(calendar).toContainText('marraskuu 2026');
  await calendar.getByRole('button', { name: /^maanantai 23\.11\.2026, ilmestymispäivä/ }).click();
  await calendar.getByRole('button', { name: /^maanantai 30\.11\.2026/ }).click();
  await expect(dialog.getByLabel('Alkamispäivä')).toHaveValue('2026-11-23');
  await expect(dialog.getByLabel('Päättymispäivä')).toHaveValue('2026-11-30');
  await expect(
    calendar.getByRole('button', { name: /^torstai 26\.11\.2026/ }),
  ).toHaveAccessibleName('torstai 26.11.2026, ilmestymispäivä, valitulla ajalla');
  await expectAccessible(page);

  // The permanent change takes one day: each tap moves it.
  await page.goto(`/tilaukset/tiedot?tilaus=${number}&modal=vakituinen-osoitteenmuutos`);
  const permanent = page.getByRole('dialog', { name: 'Pysyvä osoitteenmuutos' });
  const day = permanent.getByRole('group', { name: 'Muutospäivä kalenterissa' });
  await day.getByRole('button', { name: 'Seuraava kuukausi' }).click();
  await day.getByRole('button', { name: /^tiistai 1\.12\.2026/ }).click();
  await expect(permanent.getByLabel('Alkamispäivä')).toHaveValue('2026-12-01');
  await day.getByRole('button', { name: /^torstai 3\.12\.2026/ }).click();
  await expect(permanent.getByLabel('Alkamispäivä')).toHaveValue('2026-12-03');
  await expect(day.getByRole('button', { name: /^tiistai 1\.12\.2026/ })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await expectAccessible(page);
});
