import type { Page } from '@playwright/test';
import { MAIJA, expect, expectAccessible, test } from './fixtures';

// The tests that cancel something cancel subscriptions of their own customers (the development
// factory makes them like Maija's 2000001 and 2000008 and Pekka's 3000001), so the demo
// customers the other specs rely on stay as they are, and the specs may run in any order.

const dataLayerIds = (page: Page) =>
  page.evaluate(() =>
    ((window as { dataLayer?: { eventId?: number }[] }).dataLayer ?? []).map((e) => e.eventId),
  );

test('an overdue invoice refuses the cancellation of 2000002 with its own message', async ({
  page,
  loginAs,
}) => {
  await loginAs(MAIJA);
  await page.goto('/tilaukset/mieti-viela?tilaus=2000002');
  await expect(page.getByRole('alert')).toContainText('erääntynyt maksamaton lasku');
  await expect(page.getByRole('button', { name: /Jatka/ })).toHaveCount(0);
  await expectAccessible(page);
  await page.goto(
    '/tilaukset/peruuttaminen-epaonnistui?tilaus=2000002&syy=cancellation-overdue-invoice',
  );
  await expect(page.getByRole('alert')).toContainText('erääntynyt maksamaton lasku');
  await expect(page.getByRole('link', { name: 'Takaisin tilauksen tietoihin' })).toBeVisible();
  await expectAccessible(page);
});

test('Maija cancels only the Sudoku add-on of 2000001', async ({
  page,
  loginAs,
  freshCustomer,
}) => {
  const { username, subscriptionNumbers } = await freshCustomer(['CARD_PAPER_WITH_SUDOKU']);
  const [main = '', addOn = ''] = subscriptionNumbers;
  await loginAs(username);
  await page.goto(`/tilaukset/mieti-viela?tilaus=${main}`);
  await page.getByRole('link', { name: 'Lopeta vain Sudoku-lisäosa' }).click();
  await expect(page).toHaveURL(
    new RegExp(`/tilaukset/mieti-viela-lisatilaus\\?tilaus=${main}&lisatilaus=${addOn}$`),
  );
  await expect(page.getByText('Sudoku-lisäosa (lisätilaus)')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Jatka lisätilauksen lopettamista' }).click();
  await expect(page).toHaveURL(/\/tilaukset\/peruuta-lisatilaus\?/);
  await expect(page.getByText('11.12.2026').first()).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Jatka', exact: true }).click();
  await expect(page).toHaveURL(
    new RegExp(`/tilaukset/peruutuksen-syy\\?tilaus=${main}&lisatilaus=${addOn}$`),
  );
  await page.getByRole('radio', { name: 'En ole enää kiinnostunut lehdestä' }).check();
  await page.getByRole('button', { name: 'Vahvista lopettaminen' }).click();
  await expect(page).toHaveURL(
    new RegExp(`/tilaukset/tilaus-peruttu\\?tilaus=${main}&lisatilaus=${addOn}$`),
  );
  await expect(page.getByRole('status')).toContainText(
    'Lisätilauksesi Sudoku-lisäosa on lopetettu',
  );
  await expect(page.getByRole('status')).toContainText('11.12.2026');
  await expectAccessible(page);
});

test('Maija cancels 2000001 giving a reason, declines the offer and sees the end date', async ({
  page,
  loginAs,
  freshCustomer,
}) => {
  const { username, subscriptionNumbers } = await freshCustomer(['CARD_PAPER_WITH_SUDOKU']);
  const [number = ''] = subscriptionNumbers;
  await loginAs(username);
  await page.goto(`/tilaukset/tiedot?tilaus=${number}`);
  await page.getByRole('link', { name: 'Lopeta tilaus' }).click();
  await expect(page).toHaveURL(new RegExp(`/tilaukset/mieti-viela\\?tilaus=${number}$`));
  await expect(
    page.getByRole('heading', { name: 'Ennen kuin lopetat: tarjouksemme sinulle' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Jatka 50 % edullisemmin' })).toBeVisible();
  await expectAccessible(page);
  expect(await dataLayerIds(page)).toEqual(expect.arrayContaining([140, 142]));

  await page.getByRole('button', { name: 'Jatka tilauksen lopettamista' }).click();
  await expect(page).toHaveURL(new RegExp(`/tilaukset/peruuta-tilaus\\?tilaus=${number}$`));
  await expect(page.getByText('11.12.2026').first()).toBeVisible();
  await expect(page.getByText(/irtisanomisaika on 30 päivää/)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Jatka', exact: true }).click();

  await expect(page).toHaveURL(new RegExp(`/tilaukset/peruutuksen-syy\\?tilaus=${number}$`));
  await expect(page.getByRole('group', { name: /Miksi lopetat tilauksen/ })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('radio', { name: 'Minulla ei ole nyt varaa tilaukseen' }).check();
  await page.getByLabel('Haluatko kertoa lisää? (vapaaehtoinen)').fill('Hinta nousi liikaa.');
  await page.getByRole('button', { name: 'Vahvista lopettaminen' }).click();

  await expect(page).toHaveURL(new RegExp(`/tilaukset/tilaus-peruttu\\?tilaus=${number}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tilaus on lopetettu');
  const status = page.getByRole('status');
  await expect(status).toContainText('Se päättyy 11.12.2026');
  await expect(status).toContainText(
    'Tilaus on lopetettu tilausjakson loppuun ja se päättyy 11.12.2026',
  );
  await expect(page.getByText(`Lähetimme vahvistuksen osoitteeseen ${username}.`)).toBeVisible();
  await expectAccessible(page);

  // The offers were answered: they are not shown again, and the subscription says why.
  await page.goto(`/tilaukset/mieti-viela?tilaus=${number}`);
  await expect(page.getByRole('alert')).toContainText('Tilaus on jo lopetettu.');
  await expect(page.getByRole('heading', { name: /tarjouksemme/ })).toHaveCount(0);
});

test('Maija accepts the discount for 2000008 and the flow ends without cancelling', async ({
  page,
  loginAs,
  freshSubscription,
}) => {
  const { username, number } = await freshSubscription('WEEKEND_PAPER');
  await loginAs(username);
  await page.goto(`/tilaukset/mieti-viela?tilaus=${number}`);
  await page.getByRole('button', { name: 'Jatkan alennettuun hintaan' }).click();
  const thanks = page.getByRole('status');
  await expect(thanks).toContainText('Kiitos, että jatkat!');
  await expect(thanks).toContainText('Alennettu hinta on voimassa');
  // Said once, as the heading (issue 30 item 15).
  expect((await thanks.innerText()).match(/Kiitos, että jatkat!/g)).toHaveLength(1);
  await expect(thanks).toBeFocused();
  await expectAccessible(page);
  expect(await dataLayerIds(page)).toContain(143);
});

test('an anonymous visitor cancels a subscription with the two numbers', async ({
  page,
  freshCustomer,
}) => {
  // Like Pekka's 3000001, with his e-mail address for the confirmation.
  const pekka = await freshCustomer(['QUARTERLY_LOCAL_PAPER'], {
    contactEmail: 'pekka.virtanen@example.fi',
  });
  const [number = ''] = pekka.subscriptionNumbers;
  await page.goto('/tilausmuutos');
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Lopeta tilaus' }).click();
  await expect(page).toHaveURL(/\/lopeta-tilaus$/);
  await expectAccessible(page);

  await page.getByLabel('Asiakasnumero').fill(pekka.customerNumber);
  await page.getByLabel('Tilausnumero').fill('3000002');
  await page.getByRole('button', { name: 'Hae tilaus' }).click();
  await expect(page.getByRole('alert')).toContainText('Tilausta ei löytynyt');

  await page.getByLabel('Tilausnumero').fill(number);
  await page.getByRole('button', { name: 'Hae tilaus' }).click();
  await expect(page).toHaveURL(/\/vahvista-peruutus$/);
  await expect(page.getByText('Hämeen Viesti 6 pv')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('radio', { name: 'Jakelussa on ollut ongelmia' }).check();
  await page.getByRole('button', { name: 'Vahvista lopettaminen' }).click();

  await expect(page).toHaveURL(/\/tilaus-lopetettu$/);
  await expect(page.getByRole('status')).toContainText('Hämeen Viesti 6 pv on lopetettu');
  await expect(page.getByRole('status')).toContainText(/päättyy \d{1,2}\.\d{1,2}\.2027/);
  await expect(
    page.getByText('Lähetimme vahvistuksen osoitteeseen p***@example.fi.'),
  ).toBeVisible();
  await expectAccessible(page);
});

test('a +Kaikki cancellation notice gets a receipt', async ({ page }) => {
  await page.goto('/kaikki-irtisanominen');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Lähetä irtisanomisilmoitus' }).click();
  await expect(page.getByText('Etunimi on pakollinen tieto')).toBeVisible();
  await page.getByLabel('Etunimi').fill('Maija');
  await page.getByLabel('Sukunimi').fill('Meikäläinen');
  await page.getByLabel('Sähköpostiosoite, jota käytät tilauksessa').fill(MAIJA);
  await page.getByRole('radio', { name: 'Nykyisen tilausjakson lopussa' }).check();
  await page.getByRole('button', { name: 'Lähetä irtisanomisilmoitus' }).click();
  const receipt = page.getByRole('status');
  await expect(receipt).toContainText('Irtisanomisilmoitus on vastaanotettu');
  await expect(receipt).toContainText(/KK-\d{6}/);
  await expect(receipt).toContainText('1–3 päivässä');
  await expectAccessible(page);
});
