import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';

// The card flows with CARD_PROVIDER=paytrail (project `real-providers` of playwright.config.ts): the
// portal asks Paytrail's stand-in (tests/support/paytrail/stand-in.ts) for the add card form,
// the customer types the card on the stand-in's page, comes back with Paytrail's signed
// parameters, and the portal fetches the token. Each test has a customer of its own.

const CARDS = '/laskut/maksukortit';

async function typeCard(page: Page, number: string): Promise<void> {
  await expect(page).toHaveURL(/\/tokenization\/card-form\//);
  await expect(page.getByRole('heading', { name: 'Tallenna maksukortti' })).toBeVisible();
  await page.getByLabel('Kortin numero').fill(number);
  await page.getByLabel('Voimassa (KK/VV)').fill('08/29');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Tallenna kortti' }).click();
}

test('a card added through Paytrail is saved, and the address keeps no provider parameters', async ({
  page,
  loginAsFresh,
}) => {
  await loginAsFresh('CARD_PAPER_WITH_SUDOKU');
  await page.goto(`${CARDS}?modal=lisaa-maksukortti`);
  const dialog = page.getByRole('dialog', { name: 'Lisää maksukortti' });
  await dialog.getByRole('button', { name: 'Siirry lisäämään kortti' }).click();
  await typeCard(page, '5555 5555 5555 4444');

  await expect(dialog.getByRole('status')).toHaveText(
    'Kortti Mastercard, päättyy 4444 on lisätty.',
  );
  // The signed answer was sent once and taken out of the address.
  await expect(page).toHaveURL(/\/laskut\/maksukortit\?modal=lisaa-maksukortti$/);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Sulje' }).click();
  await expect(page.getByRole('heading', { name: 'Mastercard, päättyy 4444' })).toBeVisible();

  // A reload shows the saved card, not an error.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Mastercard, päättyy 4444' })).toBeVisible();
});

test('the card of a subscription is changed through Paytrail', async ({ page, loginAsFresh }) => {
  const { number } = await loginAsFresh('CARD_PAPER_WITH_SUDOKU');
  await page.goto(`${CARDS}/vaihda-kortti?maksutapa=${number}`);
  await page.getByLabel('Uusi kortti (lisätään korttipalvelussa)').check();
  await page.getByRole('button', { name: 'Vaihda kortti' }).click();
  await typeCard(page, '4111 1111 1111 1111');

  await expect(page).toHaveURL(new RegExp(`/vaihda-kortti\\?maksutapa=${number}$`));
  await expect(page.getByRole('status')).toContainText(
    `maksetaan jatkossa kortilla Visa, päättyy 1111.`,
  );
  await expect(page.getByText('Nykyinen kortti: Visa, päättyy 1111')).toBeVisible();
  await expectAccessible(page);
});

test('a visit cancelled on Paytrail saves nothing, and a forged return is refused', async ({
  page,
  loginAsFresh,
}) => {
  await loginAsFresh('CARD_PAPER_WITH_SUDOKU');
  await page.goto(`${CARDS}?modal=lisaa-maksukortti`);
  const dialog = page.getByRole('dialog', { name: 'Lisää maksukortti' });
  await dialog.getByRole('button', { name: 'Siirry lisäämään kortti' }).click();
  await expect(page).toHaveURL(/\/tokenization\/card-form\//);
  await page.getByRole('button', { name: 'Peruuta' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'Kortin lisääminen keskeytettiin. Korttia ei tallennettu.',
  );
  await expectAccessible(page);

  // A return whose signature does not hold shows the card provider error of the spec.
  await page.goto(
    `${CARDS}?modal=lisaa-maksukortti&kortti=${crypto.randomUUID()}` +
      '&checkout-account=375917&checkout-algorithm=sha256&checkout-method=GET' +
      `&checkout-nonce=1&checkout-timestamp=${encodeURIComponent(new Date().toISOString())}` +
      `&checkout-status=ok&checkout-tokenization-id=${crypto.randomUUID()}&signature=${'0'.repeat(64)}`,
  );
  await expect(dialog.getByRole('alert')).toHaveText(
    'Kortin tallennus ei onnistunut, koska korttipalvelun vastausta ei voitu tarkistaa. ' +
      'Aloita kortin lisääminen uudelleen.',
  );
  await expectAccessible(page);
});
