import type { APIRequestContext } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';

// Issue 30 item 24: a guesser at the same client address has locked the anonymous form for the
// customer's number; the customer asks for a link to her e-mail on file, opens it and goes on.
// Every browser of the suite shares 127.0.0.1, so the lock is the pair lock of this test's own
// customer number, never the address lock of the whole form.

/** Five wrong subscription numbers for the customer number lock it at this address. */
async function lockCancellation(
  request: APIRequestContext,
  customerNumber: string,
  origin: string,
) {
  for (let i = 0; i < 5; i++) {
    const res = await request.post('/api/v1/anonymous-cancellations/lookup', {
      data: { customerNumber, subscriptionNumber: `999000${i}` },
      headers: { origin },
    });
    expect(res.status()).toBe(404);
  }
}

/** The path and query of the latest link e-mailed to the address to the page. */
async function linkTo(request: APIRequestContext, to: string, page: string): Promise<string> {
  const mailbox = await request.get(`/api/v1/dev/mailbox?to=${encodeURIComponent(to)}`);
  const { messages } = (await mailbox.json()) as { messages: { text: string }[] };
  const text = messages[0]?.text ?? '';
  const link = new RegExp(`https?://[^/\\s]+(${page}\\?linkki=[\\w-]+)`).exec(text)?.[1];
  expect(link, text).toBeDefined();
  return link ?? '';
}

test('a customer locked out of the anonymous cancellation goes on with an e-mailed link', async ({
  page,
  freshCustomer,
  baseURL,
}) => {
  const email = `passi.${Date.now()}@example.fi`;
  const me = await freshCustomer(['QUARTERLY_LOCAL_PAPER'], { contactEmail: email });
  const [number = ''] = me.subscriptionNumbers;
  await lockCancellation(page.request, me.customerNumber, baseURL ?? '');

  await page.goto('/lopeta-tilaus');
  await page.getByLabel('Asiakasnumero').fill(me.customerNumber);
  await page.getByLabel('Tilausnumero').fill(number);
  await page.getByRole('button', { name: 'Hae tilaus' }).click();
  await expect(page.getByRole('alert')).toContainText('Liian monta yritystä');
  const offer = page.getByRole('region', { name: 'Jatka sähköpostiin lähetettävällä linkillä' });
  await expect(offer).toBeVisible();
  await expectAccessible(page);
  await offer.getByRole('button', { name: 'Lähetä linkki sähköpostiini' }).click();
  const sent = page.getByRole('status');
  await expect(sent).toContainText('Jos antamasi tiedot vastaavat asiakastietojamme');
  await expect(sent).toBeFocused();
  await expectAccessible(page);

  // The link, opened: the form says so and lets the same numbers through.
  await page.goto(await linkTo(page.request, email, '/lopeta-tilaus'));
  await expect(page.getByText('Jatkat sähköpostiisi lähetetyllä linkillä.')).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Asiakasnumero').fill(me.customerNumber);
  await page.getByLabel('Tilausnumero').fill(number);
  await page.getByRole('button', { name: 'Hae tilaus' }).click();
  await expect(page).toHaveURL(/\/vahvista-peruutus$/);
  await page.getByRole('button', { name: 'Vahvista lopettaminen' }).click();
  await expect(page).toHaveURL(/\/tilaus-lopetettu$/);
  await expect(page.getByRole('status')).toContainText('on lopetettu');
});

test('a customer locked out of the anonymous delivery report goes on with an e-mailed link', async ({
  page,
  freshCustomer,
  baseURL,
}) => {
  const email = `passi.jakelu.${Date.now()}@example.fi`;
  const me = await freshCustomer(['CARD_PAPER_WITH_SUDOKU'], { contactEmail: email });
  const [number = ''] = me.subscriptionNumbers;
  const origin = baseURL ?? '';
  const fill = async () => {
    await page.getByLabel('Asiakasnumero').fill(me.customerNumber);
    await page.getByLabel('Tilausnumero').fill(number);
    await page.getByLabel('Lehden saajan sukunimi').fill(me.lastName ?? '');
    await page.getByLabel('Toimitusosoitteen postinumero').fill(me.address.zipCode);
    await page.getByLabel('Mitä tapahtui?').selectOption({ label: 'Lehti ei tullut' });
    await page.getByLabel('Keskiviikko 18.11.2026').check();
    await page.getByLabel('Uusi lehti').check();
  };
  // Five wrong zip codes from this address lock the customer number here.
  const dates = await page.request.get('/api/v1/delivery-reclamations/dates');
  const [day] = ((await dates.json()) as { dates: { date: string }[] }).dates;
  for (let i = 0; i < 5; i++) {
    const res = await page.request.post('/api/v1/delivery-reclamations/anonymous', {
      data: {
        customerNumber: me.customerNumber,
        subscriptionNumber: number,
        lastName: me.lastName,
        zipCode: '99999',
        complaint: 'PAPER_MISSING',
        dates: [day?.date],
        compensation: 'EXTENSION',
      },
      headers: { origin },
    });
    expect(res.status()).toBe(404);
  }

  await page.goto('/jakeluhairio');
  await fill();
  await page.getByRole('button', { name: 'Lähetä ilmoitus' }).click();
  await expect(page.getByRole('alert')).toContainText('Liian monta yritystä');
  await page.getByRole('button', { name: 'Lähetä linkki sähköpostiini' }).click();
  await expect(page.getByRole('status')).toContainText('Linkki on voimassa tunnin.');
  await expectAccessible(page);

  await page.goto(await linkTo(page.request, email, '/jakeluhairio'));
  await expect(page.getByText('Jatkat sähköpostiisi lähetetyllä linkillä.')).toBeVisible();
  await fill();
  await page.getByRole('button', { name: 'Lähetä ilmoitus' }).click();
  await expect(page.getByRole('region', { name: 'Ilmoitus vastaanotettu' })).toContainText(
    'Ilmoituksesi 18.11.2026 ilmestyneestä lehdestä on vastaanotettu.',
  );
});
