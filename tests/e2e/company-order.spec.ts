import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';

// Issue 16, decision 0038: a new visitor orders 5 reading rights for a company, logs in in the
// middle of the wizard and comes back to the confirmation with everything kept, then sees the
// thank-you page. The account is a fresh customer's; the company's Y-tunnus is new each run.

const SLUG = 'paivan-sanomat-digi-yritys';
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2];

/** A valid Y-tunnus made from the fresh customer's number (one without a check digit is skipped). */
function businessIdFrom(customerNumber: string): string {
  for (let n = Number(customerNumber.slice(-7)); ; n += 1) {
    const digits = String(n % 10_000_000).padStart(7, '0');
    const sum = [...digits].reduce((acc, d, i) => acc + Number(d) * (WEIGHTS[i] ?? 0), 0);
    const remainder = sum % 11;
    if (remainder !== 1) return `${digits}-${remainder === 0 ? 0 : 11 - remainder}`;
  }
}

/** The details step's company, its invoicing e-mail and its address (known to the address base). */
async function fillCompany(page: Page, name: string, businessId: string) {
  await page.getByLabel('Yrityksen nimi').fill(name);
  await page.getByLabel('Y-tunnus').fill(businessId);
  await page.getByLabel('Yhteyshenkilö').fill('Tiina Tilaaja');
  await page.getByLabel('Laskutussähköposti').fill('laskut@tilaustesti.example.fi');
  await page.getByLabel('Katuosoite').fill('Mannerheimintie 10 A 5');
  await page.getByLabel('Postinumero').fill('00100');
  await page.getByLabel('Postitoimipaikka').fill('Helsinki');
}

test('a new visitor orders 5 reading rights for a company, logging in mid-wizard', async ({
  page,
  freshCustomer,
}) => {
  const { username, customerNumber } = await freshCustomer(['WEEKEND_PAPER']);
  const businessId = businessIdFrom(customerNumber);
  const companyName = `Tilaustesti ${customerNumber} Oy`;

  await page.goto(`/tilaa/yritykselle/${SLUG}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Yritystilaus: Päivän Sanomat Digi yrityksille' }),
  ).toBeVisible();
  await page.getByLabel('Lukijoiden määrä').fill('5');
  await expect(
    page.getByText(/Hinta: yhteensä 995,00\s€ \+ alv 10 % 99,50\s€ \/ vuosi/),
  ).toBeVisible();
  await page.getByLabel('Lukijoiden määrä').fill('51');
  await expect(
    page.getByText(/^Itsepalvelussa voit tilata enintään 50 lukijaa/).first(),
  ).toBeVisible();
  await page.getByLabel('Lukijoiden määrä').fill('5');
  await fillCompany(page, companyName, businessId);
  await expect(page.getByText(`ALV-numero: FI${businessId.replace('-', '')}`)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Jatka' }).click();

  // Step vahvista, logged out: log in (through the real form) and come back.
  await expect(page).toHaveURL(new RegExp(`/tilaa/yritykselle/${SLUG}/vahvista$`));
  await expect(page.getByText(companyName)).toBeVisible();
  await expectAccessible(page);
  await page
    .getByRole('region', { name: 'Kirjaudu sisään tai luo käyttäjätunnus' })
    .getByRole('link', { name: 'Kirjaudu sisään' })
    .click();
  await expect(page).toHaveURL(/\/auth\/login\?/);
  await page.getByLabel('Sähköpostiosoite').fill(username);
  await page.getByLabel('Salasana').fill('Demo-salasana-2026');
  await page.getByRole('main').getByRole('button', { name: 'Kirjaudu sisään' }).click();

  await expect(page).toHaveURL(new RegExp(`/tilaa/yritykselle/${SLUG}/vahvista$`));
  await expect(page.getByText(companyName)).toBeVisible();
  await expect(page.getByText(businessId, { exact: true })).toBeVisible();
  await expect(page.getByText('5 lukijaa')).toBeVisible();
  await expect(page.getByText('Mannerheimintie 10 A 5, 00100 HELSINKI')).toBeVisible();
  await page.getByRole('button', { name: 'Tilaa', exact: true }).click();
  await expect(page.getByText('Hyväksy tilausehdot ennen tilaamista.')).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Hyväksyn tilausehdot').check();
  await page.getByRole('button', { name: 'Tilaa', exact: true }).click();

  // Step kiitos: the summary and the invitation of the readers.
  await expect(page).toHaveURL(new RegExp(`/tilaa/yritykselle/${SLUG}/kiitos$`));
  await expect(page.getByText('Kiitos tilauksestasi!')).toBeVisible();
  await expect(page.getByText(companyName)).toBeVisible();
  await expect(page.getByText(/yhteensä 995,00\s€ \+ alv 10 % 99,50\s€ \/ vuosi/)).toBeVisible();
  const invite = page.getByRole('link', { name: 'Kutsu lukijat' });
  await expect(invite).toHaveAttribute('href', /modal%3Djaa-lukuoikeus-v2/);
  await expectAccessible(page);

  // Back at the confirmation: it was ordered, and no second "Tilaa" is offered (issue 30 item 12).
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/tilaa/yritykselle/${SLUG}/vahvista$`));
  await expect(page.getByRole('status').filter({ hasText: 'Tilaus on tehty' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Tilaa', exact: true })).toHaveCount(0);
  const steps = page.getByRole('list', { name: 'Tilauksen vaiheet' });
  await expect(steps.getByRole('listitem').nth(1)).toContainText('(valmis)');
  await expectAccessible(page);

  // A later step's address opened afresh marks nothing done.
  await page.evaluate(() => sessionStorage.clear());
  await page.goto(`/tilaa/yritykselle/${SLUG}/kiitos`);
  await expect(steps.getByRole('listitem').first()).not.toContainText('(valmis)');
  await expect(steps.getByRole('listitem').nth(1)).not.toContainText('(valmis)');
});

test('a logged-in customer orders print copies for a company from the first possible issue', async ({
  page,
  loginAsFresh,
}) => {
  // Decision 0040: copies instead of readers, and the first issue a week ahead at the earliest.
  const { number } = await loginAsFresh('WEEKEND_PAPER');
  const businessId = businessIdFrom(String(Number(number) + 1234567));
  await page.goto('/tilaa/yritykselle/paivan-sanomat-7-pv-yritys');
  await page.getByLabel('Lehtien määrä').fill('2');
  await expect(
    page.getByText(/Hinta: yhteensä 898,00\s€ \+ alv 10 % 89,80\s€ \/ vuosi/),
  ).toBeVisible();
  const start = page.getByLabel('Ensimmäinen jakelupäivä');
  await expect(start).not.toHaveValue('');
  const earliest = await start.inputValue();
  await expect(page.getByText(/^Aikaisintaan \d{1,2}\.\d{1,2}\.\d{4}, viimeistään/)).toBeVisible();
  await fillCompany(page, `Lehtitesti ${number} Oy`, businessId);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Jatka' }).click();

  await expect(page.getByText('2 lehteä')).toBeVisible();
  await page.getByLabel('Hyväksyn tilausehdot').check();
  await page.getByRole('button', { name: 'Tilaa', exact: true }).click();
  await expect(page.getByText('Kiitos tilauksestasi!')).toBeVisible();
  const [y, m, d] = earliest.split('-').map(Number);
  await expect(page.getByText(`${d}.${m}.${y}`, { exact: true })).toBeVisible();
  await expect(page.getByText('Mannerheimintie 10 A 5, 00100 HELSINKI')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Kutsu lukijat' })).toHaveCount(0);
  await expectAccessible(page);
});

test('a slug without a company offer says that loading the campaign failed', async ({ page }) => {
  const res = await page.goto('/tilaa/yritykselle/ei-tallaista-kampanjaa');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('alert')).toHaveText(
    'Kampanjan tai tuotteen tietojen lataaminen epäonnistui. Tarkista osoite tai yritä myöhemmin uudelleen.',
  );
  await expectAccessible(page);
});

test("an employee's order for an existing company waits until its admin accepts it", async ({
  page,
  baseURL,
  freshCustomer,
  loginAs,
}) => {
  // Issue 30 item 17: the company exists (its admin ordered it earlier); an employee who knows
  // its invoicing data orders, and nothing is billed until the admin accepts the e-mailed link.
  const admin = await freshCustomer(['WEEKEND_PAPER']);
  const employee = await freshCustomer(['WEEKEND_PAPER']);
  const businessId = businessIdFrom(String(Number(admin.customerNumber) + 7654321));
  const companyName = `Hyväksyntätesti ${admin.customerNumber} Oy`;
  await loginAs(admin.username);
  const placed = await page.request.post('/api/v1/company-orders', {
    data: {
      slug: SLUG,
      readers: 2,
      businessId,
      company: {
        name: companyName,
        contactPerson: 'Aino Admin',
        invoicingEmail: 'laskut@tilaustesti.example.fi',
        eInvoiceAddress: '',
        eInvoiceOperator: '',
        invoiceReference: '',
      },
      address: {
        streetAddress: 'Mannerheimintie 10 A 5',
        zipCode: '00100',
        postOffice: 'Helsinki',
      },
      termsAccepted: true,
      idempotencyKey: crypto.randomUUID(),
    },
    headers: { origin: baseURL ?? '' },
  });
  expect(placed.status(), await placed.text()).toBe(201);

  // The employee orders through the wizard, logged in.
  await page.context().clearCookies();
  await loginAs(employee.username);
  await page.goto(`/tilaa/yritykselle/${SLUG}`);
  await page.getByLabel('Lukijoiden määrä').fill('4');
  await fillCompany(page, companyName, businessId);
  await page.getByRole('button', { name: 'Jatka' }).click();
  await page.getByLabel('Hyväksyn tilausehdot').check();
  await page.getByRole('button', { name: 'Tilaa', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/tilaa/yritykselle/${SLUG}/kiitos$`));
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'Tilaus odottaa yrityksen pääkäyttäjän hyväksyntää' }),
  ).toBeVisible();
  await expect(page.getByText('4 lukijaa')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Kutsu lukijat' })).toHaveCount(0);
  await expectAccessible(page);

  // The admin opens the e-mailed link, logged out: the company login brings her back.
  const mailbox = await page.request.get(
    `/api/v1/dev/mailbox?to=${encodeURIComponent(admin.username)}`,
  );
  const { messages } = (await mailbox.json()) as { messages: { text: string }[] };
  const text = messages.map((m) => m.text).join('\n');
  const link = /https?:\/\/[^/\s]+(\/yritystilaus\/hyvaksynta\/[\w-]+)/.exec(text)?.[1];
  expect(link, text).toBeDefined();
  await page.context().clearCookies();
  await page.goto(link ?? '');
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Kirjaudu yritysasiakkaana' }).click();
  await expect(page).toHaveURL(/\/auth\/login\?.*intent=b2b/);
  await page.getByLabel('Sähköpostiosoite').fill(admin.username);
  await page.getByLabel('Salasana').fill('Demo-salasana-2026');
  await page.getByRole('main').getByRole('button', { name: 'Kirjaudu sisään' }).click();
  await expect(page).toHaveURL(new RegExp(`${link ?? ''}$`));
  await expect(page.getByText(employee.username)).toBeVisible();
  await expect(page.getByText('Odottaa hyväksyntää')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Hyväksy tilaus' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Hyväksyit tilauksen.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Hyväksy tilaus' })).toHaveCount(0);
  await expect(page.getByText('Hyväksytty', { exact: true })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Näytä tilauksen tiedot' }).click();
  await expect(page).toHaveURL(/\/tilaukset\/tiedot\?tilaus=\d+$/);
});
