import { expect, expectAccessible, test } from './fixtures';
import { E2E_COMPANY_REQUEST_STAFF_TOKEN } from './staff-token';

// The request is sent for a company of the test's own, made like Esimerkki Oy with its 2100001
// (the development factory), so Esimerkki Oy's requests stay as seeded.

test('the company admin asks customer service to change the address of 2100001', async ({
  page,
  loginAs,
  freshCustomer,
}) => {
  const company = await freshCustomer(['COMPANY_DIGI'], { role: 'COMPANY_ADMIN' });
  const [number = ''] = company.subscriptionNumbers;
  await loginAs(company.username, 'b2b');
  await page.goto(`/tilaukset/tiedot?tilaus=${number}&modal=yritystilaus-kasittelypyynto`);
  const dialog = page.getByRole('dialog', { name: 'Yritystilauksen käsittelypyyntö' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(company.name);
  // A digital subscription: nothing to suspend or redirect.
  await expect(dialog.getByRole('radio', { name: 'Jakelun keskeytys' })).toHaveCount(0);
  await expectAccessible(page);

  await dialog.getByRole('button', { name: 'Lähetä käsittelypyyntö' }).click();
  await expect(dialog.getByText('Valitse, mitä haluat muuttaa.')).toBeVisible();

  await dialog.getByRole('radio', { name: 'Pysyvä osoitteenmuutos' }).check();
  await dialog.getByLabel('Alkamispäivä').fill('2027-01-04');
  await dialog.getByLabel('Katuosoite').fill('Aurakatu 1');
  await dialog.getByLabel('Postinumero').fill('2010');
  await dialog.getByRole('button', { name: 'Lähetä käsittelypyyntö' }).click();
  await expect(dialog.getByText('Postinumeron on oltava viisi numeroa.')).toBeVisible();
  await expect(dialog.getByText('Postitoimipaikka on pakollinen tieto')).toBeVisible();
  await expectAccessible(page);

  await dialog.getByLabel('Postinumero').fill('20100');
  await dialog.getByLabel('Postitoimipaikka').fill('Turku');
  await dialog.getByLabel('Lisätiedot (vapaaehtoinen)').fill('Toimisto muuttaa Turkuun.');
  await dialog.getByRole('button', { name: 'Lähetä käsittelypyyntö' }).click();

  await expect(dialog.getByRole('status')).toContainText(
    'Asiakaspalvelu käsittelee sen 1–3 arkipäivässä, viimeistään 25.11.2026.',
  );
  const sent = dialog.getByRole('region', { name: 'Lähetetyt käsittelypyynnöt' });
  await expect(sent).toContainText('Pysyvä osoitteenmuutos');
  await expect(sent).toContainText('Aurakatu 1, 20100 TURKU');
  await expectAccessible(page);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/tilaukset/tiedot\\?tilaus=${number}$`));
});

test('customer service marks a request handled and the admin sees the state with the note', async ({
  page,
  request,
  baseURL,
  loginAs,
  freshCustomer,
}) => {
  const company = await freshCustomer(['COMPANY_DIGI'], { role: 'COMPANY_ADMIN' });
  const [number = ''] = company.subscriptionNumbers;
  await loginAs(company.username, 'b2b');
  await page.goto(`/tilaukset/tiedot?tilaus=${number}&modal=yritystilaus-kasittelypyynto`);
  const dialog = page.getByRole('dialog', { name: 'Yritystilauksen käsittelypyyntö' });
  await dialog.getByRole('radio', { name: 'Muu muutos' }).check();
  await dialog.getByLabel('Lisätiedot').fill('Laskun viite vaihtuu: Digi / markkinointi.');
  await dialog.getByRole('button', { name: 'Lähetä käsittelypyyntö' }).click();
  await expect(dialog.getByRole('status')).toContainText('Käsittelypyyntö on lähetetty');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  const list = page.getByRole('region', { name: 'Käsittelypyynnöt', exact: true });
  await expect(list).toContainText('Muu muutos');
  await expect(list).toContainText('Odottaa käsittelyä');
  await expect(list.locator('[data-badge]')).toHaveAttribute('data-badge', 'pending');
  await expectAccessible(page);

  // Customer service, through the staff API with its token (not the admin's session).
  const staffHeaders = {
    authorization: `Bearer ${E2E_COMPANY_REQUEST_STAFF_TOKEN}`,
    origin: baseURL ?? '',
  };
  const open = await request.get('/api/v1/staff/company-requests', { headers: staffHeaders });
  expect(open.status()).toBe(200);
  const { requests } = (await open.json()) as {
    requests: { id: string; subscriptionNumber: string }[];
  };
  const mine = requests.find((r) => r.subscriptionNumber === number);
  expect(mine).toBeDefined();
  const handled = await request.post(`/api/v1/staff/company-requests/${mine?.id}/handled`, {
    headers: staffHeaders,
    data: { handledBy: 'Asiakaspalvelu / e2e', note: 'Viite on vaihdettu seuraavaan laskuun.' },
  });
  expect(handled.status(), await handled.text()).toBe(200);

  await page.reload();
  await expect(list).toContainText('Käsitelty 21.11.2026');
  await expect(list.locator('[data-badge]')).toHaveAttribute('data-badge', 'done');
  await expect(list).toContainText('Asiakaspalvelun viesti');
  await expect(list).toContainText('Viite on vaihdettu seuraavaan laskuun.');
  await expect(list).not.toContainText('Odottaa käsittelyä');
  await expectAccessible(page);

  const mailbox = await page.request.get(
    `/api/v1/dev/mailbox?to=${encodeURIComponent(company.username)}`,
  );
  expect(await mailbox.text()).toContain('Käsittelypyyntö käsitelty: Muu muutos');
});
