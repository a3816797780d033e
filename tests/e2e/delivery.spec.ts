import { MAIJA, expect, expectAccessible, test } from './fixtures';

// Reads the seeded troubles of Maija's area (00100): WEATHER today, reported by the deliverer and
// ongoing, and GENERIC_LATE two days ago, ended. The pinned day is Saturday 21.11.2026. The one
// report this spec stores is for a subscription of its own customer (the development factory
// makes it like Maija's 2000001, at her address), so Maija's subscriptions stay as seeded.

test('Maija sees the delivery status of 2000001 and is told the trouble is already known', async ({
  page,
  loginAs,
}) => {
  await loginAs(MAIJA);
  await page.goto('/tilaukset/tiedot/jakelutilanne?tilaus=2000001');
  await expect(page.getByRole('heading', { level: 1, name: 'Jakelutilanne' })).toBeVisible();
  await expect(
    page.getByText('Alueellasi on tänään jakeluhäiriö. Katso tiedot alta.'),
  ).toBeVisible();
  const troubles = page.getByRole('region', { name: 'Jakeluhäiriöt alueellasi' });
  const weather = troubles.getByRole('listitem').first();
  await expect(weather).toContainText('Sää hidastaa jakelua');
  await expect(weather).toContainText('21.11.2026');
  await expect(weather).toContainText('Häiriö jatkuu. Jakaja on ilmoittanut häiriöstä.');
  await expect(troubles.getByRole('listitem').nth(1)).toContainText('Häiriö on päättynyt');
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Tee jakeluhäiriöilmoitus' }).click();
  await expect(page.getByLabel('Mitä tapahtui?')).toBeFocused();
  await page.getByRole('button', { name: 'Lähetä ilmoitus' }).click();
  await expect(page.getByText('Valitse, mitä tapahtui.')).toBeVisible();
  await expect(page.getByText('Valitse päivä, jota ilmoitus koskee.')).toBeVisible();
  await expect(page.getByText('Valitse hyvitys.')).toBeVisible();
  // The extension says what it does to this subscription's period, with the dates.
  await expect(
    page.getByRole('radio', { name: 'Tilausjakson pidennys yhdellä numerolla' }),
  ).toHaveAccessibleDescription(
    /^Tilausjaksosi pitenee yhdellä numerolla\. Nyt jakso päättyy \d{1,2}\.\d{1,2}\.\d{4}, pidennyksen jälkeen \d{1,2}\.\d{1,2}\.\d{4}\./,
  );
  await expectAccessible(page);

  await page.getByLabel('Mitä tapahtui?').selectOption({ label: 'Lehti ei tullut' });
  await page.getByLabel('Tänään 21.11.2026').check();
  await page.getByLabel('Uusi lehti').check();
  await page.getByRole('button', { name: 'Lähetä ilmoitus' }).click();
  const answer = page.getByRole('region', { name: 'Ilmoitusta ei kirjattu' });
  await expect(answer).toContainText('Jakaja on jo ilmoittanut alueesi jakeluhäiriöstä 21.11.2026');
  await expect(page.getByRole('heading', { name: 'Ilmoitusta ei kirjattu' })).toBeFocused();
  await expectAccessible(page);
});

test('the delivery status opens as a modal on the details page and closes with Esc', async ({
  page,
  loginAs,
}) => {
  await loginAs(MAIJA);
  await page.goto('/tilaukset/tiedot?tilaus=2000001&modal=jakelutilanne');
  const dialog = page.getByRole('dialog', { name: 'Jakelutilanne' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Sää hidastaa jakelua');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Tee jakeluhäiriöilmoitus' }).click();
  await expect(dialog.getByLabel('Mitä tapahtui?')).toBeFocused();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/tilaukset\/tiedot\?tilaus=2000001$/);
});

test('a digital-only subscription has no delivery status', async ({ page, loginAs }) => {
  await loginAs(MAIJA);
  await page.goto('/tilaukset/tiedot/jakelutilanne?tilaus=2000003');
  await expect(
    page.getByText('Tämä on digitilaus, joten sitä ei jaeta paperilehtenä.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Tee jakeluhäiriöilmoitus' })).toHaveCount(0);
});

test('an anonymous visitor reports a missing paper with the customer and subscription numbers', async ({
  page,
  freshCustomer,
}) => {
  const maija = await freshCustomer(['CARD_PAPER_WITH_SUDOKU']);
  const [number = ''] = maija.subscriptionNumbers;
  await page.goto('/aihe/jakelu/jakeluhairion-ilmoittaminen');
  await page.getByRole('link', { name: 'jakeluhäiriölomakkeella' }).click();
  await expect(page).toHaveURL(/\/jakeluhairio$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Ilmoita jakeluhäiriöstä' }),
  ).toBeVisible();
  await expect(page.getByLabel('Keskiviikko 18.11.2026')).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel('Asiakasnumero').fill(maija.customerNumber);
  await page.getByLabel('Tilausnumero').fill(number);
  await page.getByLabel('Lehden saajan sukunimi').fill(maija.lastName ?? '');
  await page.getByLabel('Toimitusosoitteen postinumero').fill('00101');
  await page.getByLabel('Mitä tapahtui?').selectOption({ label: 'Lehti ei tullut' });
  await page.getByLabel('Keskiviikko 18.11.2026').check();
  await page.getByLabel('Uusi lehti').check();
  await page.getByRole('button', { name: 'Lähetä ilmoitus' }).click();
  // A wrong zip code gets the same answer as any other mismatch.
  await expect(page.getByRole('alert')).toHaveText(
    'Asiakastietoja ei löytynyt. Tarkista, että tiedot vastaavat laskun tietoja.',
  );
  await expectAccessible(page);

  await page.getByLabel('Toimitusosoitteen postinumero').fill(maija.address.zipCode);
  await page.getByRole('button', { name: 'Lähetä ilmoitus' }).click();
  const answer = page.getByRole('region', { name: 'Ilmoitus vastaanotettu' });
  await expect(answer).toContainText(
    'Ilmoituksesi 18.11.2026 ilmestyneestä lehdestä on vastaanotettu.',
  );
  await expect(answer).toContainText(
    'Postitamme lehden 3 arkipäivän kuluessa, viimeistään 25.11.2026.',
  );
  await expect(answer).toContainText(/Ilmoituksen tunnus: JH-[0-9A-F]{8}/);
  await expectAccessible(page);
});
