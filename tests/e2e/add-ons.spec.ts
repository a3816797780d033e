import type { Page } from '@playwright/test';
import { MAIJA, expect, expectAccessible, test } from './fixtures';

// The tests that order add-ons order them for customers of their own (the development factory
// makes them like Maija's 2000001 with its Sudoku add-on), so Maija's offers stay as seeded.

test('a logged-out visitor is sent to log in and back to the add-ons', async ({ page }) => {
  await page.goto('/tilaukset/lisatilaukset?tilaus=2000001');
  await expect(page).toHaveURL(
    /\/auth\/login\?palaa=%2Ftilaukset%2Flisatilaukset%3Ftilaus%3D2000001$/,
  );
});

/** Orders Ristikkolisä for the subscription through its order view: then nothing is left to offer. */
async function orderRistikko(page: Page, number: string): Promise<void> {
  await page.goto(`/tilaukset/lisatilaukset?tilaus=${number}`);
  await page.getByRole('button', { name: 'Tilaa Ristikkolisä' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tilaa Ristikkolisä' });
  await dialog.getByLabel('Hyväksyn tilausehdot').check();
  await dialog.getByRole('button', { name: 'Tilaa lisätilaus' }).click();
  await expect(dialog.getByRole('status')).toContainText('on tilattu');
}

test('Maija orders Ristikkolisä from the details page and sees it listed', async ({
  page,
  loginAsFresh,
}) => {
  const { number } = await loginAsFresh('CARD_PAPER_WITH_SUDOKU');
  await page.goto(`/tilaukset/tiedot?tilaus=${number}`);
  await page.getByRole('link', { name: 'Tilaa lisätilauksia' }).click();
  await expect(page).toHaveURL(new RegExp(`/tilaukset/lisatilaukset\\?tilaus=${number}$`));

  const offer = page.getByRole('listitem').filter({ hasText: 'Ristikkolisä' });
  await expect(offer).toContainText('3,50');
  await expect(offer).toContainText('28.11.2026');
  await expect(page.getByRole('heading', { name: 'Sudoku-lisäosa' })).toHaveCount(0);
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Tilaa Ristikkolisä' }).click();
  await expect(page).toHaveURL(/modal=lisatilaus&tuote=PS-RISTIKKO/);
  const dialog = page.getByRole('dialog', { name: 'Tilaa Ristikkolisä' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);

  // Esc closes the view and gives the focus back to the button that opened it.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Tilaa Ristikkolisä' })).toBeFocused();
  await page.getByRole('button', { name: 'Tilaa Ristikkolisä' }).click();

  await dialog.getByRole('button', { name: 'Tilaa lisätilaus' }).click();
  await expect(
    dialog.getByText('Hyväksy tilausehdot, jotta voit tilata lisätilauksen.'),
  ).toBeVisible();
  await expectAccessible(page);

  await dialog.getByLabel('Hyväksyn tilausehdot').check();
  await dialog.getByRole('button', { name: 'Tilaa lisätilaus' }).click();
  await expect(dialog.getByRole('status')).toContainText(
    'Lisätilaus Ristikkolisä on tilattu. Se alkaa 28.11.2026.',
  );
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Sulje' }).click();
  await expect(
    page.getByText('Tähän tilaukseen ei ole juuri nyt tarjolla uusia lisätilauksia.'),
  ).toBeVisible();

  await page.getByRole('link', { name: 'Takaisin tilauksen tietoihin' }).click();
  const modules = page.getByRole('region', { name: 'Lisätilaukset' });
  await expect(modules).toContainText('Ristikkolisä');
  await expect(modules).toContainText('Sudoku-lisäosa');
  await expectAccessible(page);
});

test('an order link to a running add-on opens no order view', async ({ page, loginAsFresh }) => {
  const { number } = await loginAsFresh('CARD_PAPER_WITH_SUDOKU');
  await orderRistikko(page, number);
  // Sudoku is running: the link opens no order view and the list does not offer it.
  await page.goto(`/tilaukset/lisatilaukset?tilaus=${number}&modal=lisatilaus&tuote=PS-SUDOKU`);
  await expect(
    page.getByText('Tähän tilaukseen ei ole juuri nyt tarjolla uusia lisätilauksia.'),
  ).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a cancelled subscription shows why no add-ons can be ordered', async ({ page, loginAs }) => {
  await loginAs(MAIJA);
  await page.goto('/tilaukset/lisatilaukset?tilaus=2000003');
  await expect(page.getByRole('alert')).toHaveText('Tilaus on jo irtisanottu.');
  await expectAccessible(page);
});
