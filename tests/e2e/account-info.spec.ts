import { expect, expectAccessible, test } from './fixtures';

// The changes are made to a customer of the test's own (the development factory), so the demo
// customers stay as seeded; Esimerkki Oy's admin is only shown the company form and a refusal.

test('a customer changes her phone in the /tili modal and her name on the edit page', async ({
  page,
  freshCustomer,
  loginAs,
}) => {
  const customer = await freshCustomer(['WEEKEND_PAPER']);
  await loginAs(customer.username);

  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Oma asiointi' })
    .getByRole('link', { name: 'Tili' })
    .click();
  await expect(page).toHaveURL(/\/tili$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tili' })).toBeVisible();
  const overview = page.getByRole('region', { name: customer.name });
  await expect(overview).toContainText(
    `Olet kirjautunut käyttäjätunnuksella ${customer.username}.`,
  );
  await expect(overview).toContainText(customer.customerNumber);
  await expect(overview).toContainText(
    `${customer.address.streetAddress}, ${customer.address.zipCode} ${customer.address.postOffice}`,
  );
  for (const name of ['Asiakastiedot', 'Viestiasetukset ja yksityisyys', 'Omat tiedot']) {
    await expect(
      page.getByRole('navigation', { name: 'Tilin asetukset' }).getByRole('link', { name }),
    ).toBeVisible();
  }
  // Username, password and deletion open as the overview's modals.
  const login = page.getByRole('region', { name: 'Kirjautuminen' });
  const modals: [string, string][] = [
    ['Vaihda käyttäjätunnus', 'kayttajatunnus'],
    ['Vaihda salasana', 'salasana'],
    ['Poista käyttäjätili', 'poista-tili'],
  ];
  for (const [name, modal] of modals) {
    await expect(login.getByRole('link', { name })).toHaveAttribute('href', `/tili?modal=${modal}`);
  }
  await expectAccessible(page);

  await overview.getByRole('link', { name: 'Muuta puhelinnumeroa' }).click();
  await expect(page).toHaveURL(/\/tili\?modal=puhelinnumero$/);
  const dialog = page.getByRole('dialog', { name: 'Muuta puhelinnumeroa' });
  await expect(dialog.getByLabel('Puhelinnumero')).toBeVisible();
  await expectAccessible(page);

  await dialog.getByLabel('Puhelinnumero').fill('040 123 abc');
  await dialog.getByRole('button', { name: 'Tallenna puhelinnumero' }).click();
  await expect(
    dialog.getByText(
      'Puhelinnumerossa voi olla vain numeroita ja merkkejä + - ( ) ilman välilyöntejä.',
    ),
  ).toBeVisible();
  await expectAccessible(page);

  await dialog.getByLabel('Puhelinnumero').fill('+358(40)-111-2233');
  await dialog.getByRole('button', { name: 'Tallenna puhelinnumero' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/tili$/);
  await expect(
    page.getByRole('status').filter({ hasText: 'Puhelinnumero on tallennettu.' }),
  ).toBeVisible();
  await expect(overview).toContainText('+358(40)-111-2233');

  await page.getByRole('link', { name: 'Asiakastiedot' }).click();
  await expect(page).toHaveURL(/\/tili\/asiakastiedot$/);
  await expect(page.getByRole('region', { name: 'Yhteystiedot' })).toContainText(
    '+358(40)-111-2233',
  );
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Muokkaa henkilötietoja' }).click();
  await expect(page).toHaveURL(/\/tili\/asiakastiedot\/muokkaa-henkilotietoja$/);
  await expect(page.getByLabel('Etunimi')).toHaveValue('Testi');
  await expectAccessible(page);

  await page.getByLabel('Sukunimi').fill('');
  await page.getByLabel('Syntymävuosi').fill('2020');
  await page.getByRole('button', { name: 'Tallenna henkilötiedot' }).click();
  await expect(page.getByText('Sukunimi on pakollinen tieto')).toBeVisible();
  await expect(page.getByText('Syntymävuoden on oltava väliltä 1900–2013.')).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel('Etunimi').fill('Maija');
  await page.getByLabel('Sukunimi').fill('Mäkinen-Ek');
  await page.getByLabel('Syntymävuosi').fill('1980');
  await page.getByRole('button', { name: 'Tallenna henkilötiedot' }).click();
  await expect(page.getByRole('status')).toContainText('Henkilötietosi on tallennettu.');
  await expect(page.getByRole('status')).toContainText(
    `Lähetimme vahvistuksen osoitteeseen ${customer.username}.`,
  );
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Takaisin asiakastietoihin' }).click();
  const personal = page.getByRole('region', { name: 'Henkilötiedot' });
  await expect(personal).toContainText('Maija');
  await expect(personal).toContainText('Mäkinen-Ek');
  await expect(personal).toContainText('1980');

  await page.getByRole('link', { name: 'Muokkaa puhelinnumeroa' }).click();
  await expect(page).toHaveURL(/\/tili\/asiakastiedot\/muokkaa-puhelinnumeroa$/);
  await expect(page.getByLabel('Puhelinnumero')).toHaveValue('+358(40)-111-2233');
  await expectAccessible(page);

  const mailbox = await page.request.get(
    `/api/v1/dev/mailbox?to=${encodeURIComponent(customer.username)}`,
  );
  expect(await mailbox.text()).toContain('Tietosi on päivitetty');
});

test('the company admin sees the company details form, which checks the e-invoice address', async ({
  page,
  loginAs,
}) => {
  await loginAs('yritys.admin@example.fi', 'b2b');
  await page.goto('/tili/asiakastiedot');
  const company = page.getByRole('region', { name: 'Yrityksen tiedot' });
  await expect(company).toContainText('1234567-1');
  await expect(page.getByRole('link', { name: 'Muokkaa henkilötietoja' })).toHaveCount(0);
  await expectAccessible(page);

  await company.getByRole('link', { name: 'Muokkaa yrityksen tietoja' }).click();
  await expect(page).toHaveURL(/\/tili\/asiakastiedot\/muokkaa-yritystietoja$/);
  await expect(page.getByLabel('Yrityksen nimi')).toHaveValue('Esimerkki Oy');
  await expectAccessible(page);

  // Nothing is saved: every field is checked in the browser before anything is sent.
  await page.getByLabel('Verkkolaskuosoite').fill('003712345678');
  await page.getByLabel('Verkkolaskuoperaattori').fill('OKOY-FI');
  await page.getByRole('button', { name: 'Tallenna yrityksen tiedot' }).click();
  await expect(
    page.getByText(
      'Verkkolaskuosoitteen on oltava kelvollinen OVT-tunnus (0037…) tai IBAN-tilinumero.',
    ),
  ).toBeVisible();
  await expect(
    page.getByText(
      'Anna verkkolaskuoperaattorin tunnus BIC-muodossa, esimerkiksi OKOYFIHH (8 tai 11 merkkiä).',
    ),
  ).toBeVisible();
  await expectAccessible(page);
});

test('a logged-out visitor to /tili is sent to log in and back', async ({ page }) => {
  await page.goto('/tili');
  await expect(page).toHaveURL(/\/auth\/login\?palaa=%2Ftili$/);
});
