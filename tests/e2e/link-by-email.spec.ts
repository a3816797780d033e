import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import {
  DEMO_PASSWORD,
  type FreshCustomer,
  type MakeFreshCustomer,
  expect,
  expectAccessible,
  test,
} from './fixtures';
import { confirmAndLink, expectLinked, findInWizard } from './link-wizard';

// The e-mail mismatch path of the link wizard (decision 0007), end to end through the development
// mailbox. Each test links a customer of its own, made like Leena (the development factory): an
// account with nothing linked, and a customer whose saved e-mail is another one, her home address.

/** Like Leena: a customer linked to no account, whose e-mail is not the login. */
async function leenaLike(freshCustomer: MakeFreshCustomer) {
  const home = `koti.${randomUUID()}@example.fi`;
  const leena = await freshCustomer(['QUARTERLY_LOCAL_PAPER'], {
    role: 'NONE',
    contactEmail: home,
  });
  return { ...leena, home, number: leena.subscriptionNumbers[0] ?? '' };
}

/** Asks for the e-mailed link and uses it once, as the first test does through the wizard. */
async function linkOnceByEmail(
  page: Page,
  origin: string,
  leena: FreshCustomer & { home: string },
) {
  const { customerNumber, address } = leena;
  const headers = { origin };
  const asked = await page.request.post('/api/v1/subscription-links', {
    data: { customerNumber, zipCode: address.zipCode, consent: true },
    headers,
  });
  expect(asked.status(), await asked.text()).toBe(409);
  const mailbox = await page.request.get(
    `/api/v1/dev/mailbox?to=${encodeURIComponent(leena.home)}`,
  );
  const { messages } = (await mailbox.json()) as { messages: { text: string }[] };
  const token = /vahvistus=([\w-]+)/.exec(messages[0]?.text ?? '')?.[1];
  const used = await page.request.post('/api/v1/subscription-links/confirm-token', {
    data: { token, consent: true },
    headers,
  });
  expect(used.status(), await used.text()).toBe(201);
}

test('a customer whose e-mail differs links her subscription with the e-mailed link', async ({
  page,
  loginAs,
  freshCustomer,
}) => {
  const leena = await leenaLike(freshCustomer);
  const { username: LEENA, home: LEENA_HOME } = leena;
  await loginAs(LEENA);
  await findInWizard(page, leena);
  await confirmAndLink(page);

  // Nothing is linked yet: the link went to the address saved on the subscription.
  await expect(
    page.getByRole('heading', { level: 2, name: 'Vahvista liittäminen sähköpostista' }),
  ).toBeFocused();
  await expect(page.getByRole('status')).toHaveText(
    'Tilaukseen on tallennettu eri sähköpostiosoite kuin se, jolla olet kirjautunut. Lähetimme ' +
      'siihen osoitteeseen linkin, jolla tilauksen voi liittää. Kirjaudu ulos ja avaa sähköpostissa ' +
      'oleva linkki.',
  );
  await expectAccessible(page);
  await page.getByRole('main').getByRole('link', { name: 'Kirjaudu ulos' }).click();
  await expect(page.getByText('Olet kirjautunut ulos.')).toBeVisible();

  // The message in the development mailbox, and its link.
  await page.goto('/kehitys/postilaatikko');
  await page.getByLabel('Vastaanottaja').fill(LEENA_HOME);
  await page.getByRole('button', { name: 'Näytä viestit' }).click();
  await expect(page.getByRole('heading', { level: 2 })).toHaveText('Viestit (1)');
  const mail = page.getByRole('article', {
    name: 'Vahvista tilauksen liittäminen käyttäjätiliin',
  });
  await expect(mail).toContainText(`asiakasnumeron ${leena.customerNumber} tilauksia`);
  await expectAccessible(page);
  await mail.getByRole('link', { name: /\/tilaukset\/etsi-tilauksesi\?vahvistus=/ }).click();

  // Logged out, the link asks for a login first and keeps the one-time token through it.
  await expect(page).toHaveURL(
    /\/auth\/login\?palaa=%2Ftilaukset%2Fetsi-tilauksesi%3Fvahvistus%3D/,
  );
  // The login form is rendered on the server: wait until its island has hydrated (Astro then
  // drops the ssr attribute), or a quick click would submit the plain HTML form.
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  await page.getByLabel('Sähköpostiosoite').fill(LEENA);
  await page.getByLabel('Salasana').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Kirjaudu sisään' }).click();
  await expect(page).toHaveURL(/\/tilaukset\/etsi-tilauksesi\?vahvistus=/);
  await expect(
    page.getByRole('heading', { level: 2, name: 'Liitä tilaus sähköpostilinkillä' }),
  ).toBeVisible();
  await expectAccessible(page);

  await confirmAndLink(page);
  await expectLinked(page, leena.number);
});

test('the e-mailed link works only once', async ({ page, loginAs, baseURL, freshCustomer }) => {
  const leena = await leenaLike(freshCustomer);
  const { username: LEENA, home: LEENA_HOME } = leena;
  await loginAs(LEENA);
  await linkOnceByEmail(page, baseURL ?? '', leena);
  // The link is used; the mailbox still shows it.
  await page.goto('/kehitys/postilaatikko');
  // Other tests' customers got such a message too: wait until only hers are shown (a click
  // before the mailbox has hydrated filters nothing, so it is repeated until it does).
  await expect(async () => {
    await page.getByLabel('Vastaanottaja').fill(LEENA_HOME);
    await page.getByRole('button', { name: 'Näytä viestit' }).click();
    await expect(page.getByRole('heading', { level: 2 })).toHaveText('Viestit (1)', {
      timeout: 2000,
    });
  }).toPass();
  const link = page
    .getByRole('article', { name: 'Vahvista tilauksen liittäminen käyttäjätiliin' })
    .getByRole('link');
  const href = await link.getAttribute('href');
  expect(href).toMatch(/vahvistus=/);

  await loginAs(LEENA);
  await page.goto(href ?? '');
  await confirmAndLink(page);
  await expect(page.getByRole('alert')).toHaveText(
    'Vahvistuslinkki on vanhentunut tai jo käytetty. Hae tilauksesi uudelleen asiakasnumerolla ' +
      'ja postinumerolla.',
  );
  await expectAccessible(page);
});
