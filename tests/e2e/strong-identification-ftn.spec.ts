import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';

// Strong identification through an FTN broker on the FTN OpenID Connect profile (project
// `real-providers`: the broker stand-in of tests/support/ftn-broker refuses anything but a
// signed request object, a client assertion with kid and a fresh jti, and answers only an
// encrypted ID token). The payment method change asks for it, as with the test bank.

const changePage = (number: string) =>
  `/laskut/laskutustavat/vaihda-laskutustapa?maksutapa=${number}`;

async function toTheBroker(page: Page, number: string): Promise<void> {
  await page.goto(changePage(number));
  await page.getByRole('radio', { name: /Paperilasku \(\+3,95 € \/ lasku\)/ }).check();
  await page.getByRole('button', { name: 'Vahvista muutos' }).click();
  await expect(page.getByText('Tämä toiminto vaatii vahvan tunnistautumisen.')).toBeVisible();
  await page.getByRole('button', { name: 'Tunnistaudu' }).click();
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/authorize\?.*request=/);
  await expect(page.getByRole('heading', { name: 'Tunnistuspalvelu (testi)' })).toBeVisible();
}

test('the payment method changes after identifying at the FTN broker', async ({
  page,
  loginAsFresh,
}) => {
  const { number } = await loginAsFresh('CARD_PAPER_WITH_SUDOKU');
  await toTheBroker(page, number);
  await page.getByRole('button', { name: 'Tunnistaudu' }).click();

  await expect(page).toHaveURL(changePage(number));
  await expect(page.getByRole('status')).toContainText('Laskutustavan muutos on tallennettu.');
  await expectAccessible(page);
});

test('a cancel at the FTN broker leaves the payment method as it was', async ({
  page,
  loginAsFresh,
}) => {
  const { number } = await loginAsFresh('CARD_PAPER_WITH_SUDOKU');
  await toTheBroker(page, number);
  await page.getByRole('button', { name: 'Peruuta' }).click();

  await expect(page).toHaveURL(changePage(number));
  await expect(page.getByRole('alert')).toHaveText('Vahva tunnistautuminen keskeytettiin.');
  await expectAccessible(page);
});
