import type { Page } from '@playwright/test';
import { expect } from './fixtures';

// The built-in test card provider's hosted page (decision 0017), as a customer uses it.

/** From the open add-card modal to the provider's hosted page. */
export async function toProvider(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Lisää maksukortti' });
  await dialog.getByRole('button', { name: 'Siirry lisäämään kortti' }).click();
  // The first visit of a run renders the page cold (seconds on a busy machine), whichever spec
  // comes first: wait for the navigation, not only the assertion's five seconds.
  await page.waitForURL(/\/korttipalvelu\/kortti\?istunto=/);
  await expect(page).toHaveURL(/\/korttipalvelu\/kortti\?istunto=/);
  await expect(page.getByRole('heading', { name: 'Maksukortin lisääminen' })).toBeVisible();
}

export async function enterCard(page: Page, number: string): Promise<void> {
  await page.getByLabel('Kortin numero').fill(number);
  await page.getByLabel('Voimassa (KK/VV)').fill('08/29');
  await page.getByLabel('Turvakoodi (CVC)').fill('123');
  await page.getByRole('button', { name: 'Tallenna kortti' }).click();
}
