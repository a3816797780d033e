import { expect, expectAccessible, test } from './fixtures';
import { confirmAndLink, expectLinked, findInWizard } from './link-wizard';

// Pekka (nothing linked) is only read here. The tests that search or link do it for customers of
// their own: an account with nothing linked and a customer like Pekka's 200000001 with its
// 3000001 (the development factory), so Pekka stays unlinked and the specs run in any order.
const PEKKA = 'pekka.virtanen@example.fi';

test('a logged-out visitor is sent to log in and back to the wizard', async ({ page }) => {
  await page.goto('/tilaukset/etsi-tilauksesi');
  await expect(page).toHaveURL(/\/auth\/login\?palaa=%2Ftilaukset%2Fetsi-tilauksesi$/);
});

test('a customer with nothing linked sees a clear empty state that leads to the wizard', async ({
  page,
  loginAs,
}) => {
  await loginAs(PEKKA);
  await page.goto('/tilaukset');
  await expect(page.getByText('Sinulla ei ole voimassa olevia tilauksia.')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Etsi ja liitä tilauksesi' }).click();
  await expect(page).toHaveURL(/\/tilaukset\/etsi-tilauksesi$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Hae tilauksesi' })).toBeVisible();
  await expectAccessible(page);
});

test('a wrong zip code shows the not-found message, and empty fields their own', async ({
  page,
  loginAs,
  freshCustomer,
}) => {
  // A failed search counts against the account's limit: an account of the test's own.
  const { username } = await freshCustomer(['QUARTERLY_LOCAL_PAPER'], { role: 'NONE' });
  await loginAs(username);
  await page.goto('/tilaukset/etsi-tilauksesi');
  await page.getByRole('button', { name: 'Hae tilaus' }).click();
  await expect(page.getByText('Asiakasnumero on pakollinen tieto')).toBeVisible();
  await expect(page.getByText('Postinumero on pakollinen tieto')).toBeVisible();
  await expect(page.getByLabel('Asiakasnumero')).toBeFocused();
  await expectAccessible(page);

  await page.getByLabel('Asiakasnumero').fill('200000001');
  await page.getByLabel('Postinumero').fill('00100');
  await page.getByRole('button', { name: 'Hae tilaus' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Tilausta ei löytynyt. Tarkista, että tiedot vastaavat laskun tietoja.',
  );
  await expectAccessible(page);
});

test('Pekka finds his subscription, confirms the consent and links it', async ({
  page,
  loginAs,
  freshCustomer,
}) => {
  const pekka = await freshCustomer(['QUARTERLY_LOCAL_PAPER'], { role: 'NONE' });
  const [number = ''] = pekka.subscriptionNumbers;
  const { streetAddress, zipCode, postOffice } = pekka.address;
  await loginAs(pekka.username);
  await findInWizard(page, pekka);
  await expect(page.getByText(`${streetAddress}, ${zipCode} ${postOffice}`)).toBeVisible();
  const subscriptions = page.getByRole('list', { name: 'Liitettävät tilaukset' });
  await expect(subscriptions).toContainText(`Hämeen Viesti 6 pv, tilausnumero ${number}`);
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Liitä tilaus tiliin' }).click();
  await expect(
    page.getByText(
      'Vahvista, että olet tilauksen tilaaja tai maksaja ja haluat liittää sen tiliisi.',
    ),
  ).toBeVisible();
  await expectAccessible(page);

  await confirmAndLink(page);
  await expectLinked(page, number);
});
