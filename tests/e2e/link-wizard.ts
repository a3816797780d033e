import type { Page } from '@playwright/test';
import { type FreshCustomer, expect, expectAccessible } from './fixtures';

// The steps the link wizard's specs share (/tilaukset/etsi-tilauksesi): the search with the
// customer number and zip code, and the linked end with the subscription on /tilaukset.

/** Searches the customer's subscriptions and waits for the overview ("Tarkista tiedot"). */
export async function findInWizard(page: Page, customer: FreshCustomer): Promise<void> {
  await page.goto('/tilaukset/etsi-tilauksesi');
  await page.getByLabel('Asiakasnumero').fill(customer.customerNumber);
  await page.getByLabel('Postinumero').fill(customer.address.zipCode);
  await page.getByRole('button', { name: 'Hae tilaus' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Tarkista tiedot' })).toBeFocused();
  await expect(page.getByText(customer.name)).toBeVisible();
}

/** Confirms the consent and links. */
export async function confirmAndLink(page: Page): Promise<void> {
  await page.getByLabel(/Olen tilauksen tilaaja tai maksaja/).check();
  await page.getByRole('button', { name: 'Liitä tilaus tiliin' }).click();
}

/** The wizard's success, then the subscription as the one card on /tilaukset. */
export async function expectLinked(page: Page, subscriptionNumber: string): Promise<void> {
  await expect(
    page.getByRole('heading', { level: 2, name: 'Tilaus on liitetty tiliisi' }),
  ).toBeFocused();
  await expect(page.getByRole('status')).toContainText(subscriptionNumber);
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Siirry tilauksiin' }).click();
  await expect(page).toHaveURL(/\/tilaukset$/);
  const cards = page.getByRole('list', { name: 'Voimassa olevat tilaukset' }).getByRole('article');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(subscriptionNumber);
}
