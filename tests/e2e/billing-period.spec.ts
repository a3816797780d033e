import { expect, expectAccessible, MAIJA, test } from './fixtures';

// The change is made to a customer of the test's own, like Maija with her 2000001 (the
// development factory), so Maija's billing periods stay as seeded for the specs that read them.

test('Maija changes the billing period of 2000001 to three months', async ({
  page,
  loginAsFresh,
}) => {
  const { number } = await loginAsFresh('CARD_PAPER_WITH_SUDOKU');
  await page.goto('/laskut/laskutustavat');
  const card = page.getByRole('listitem').filter({ hasText: `(${number})` });
  await expect(card).toContainText('39,90 € / 1 kk');
  await expectAccessible(page);

  await card.getByRole('link', { name: /Vaihda laskutusväli/ }).click();
  await expect(page).toHaveURL(new RegExp(`tilaus=${number}&modal=vaihda-laskutusvalia`));
  const dialog = page.getByRole('dialog', { name: 'Vaihda laskutusväli' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('radio', { name: /1 kk: 39,90/ })).toBeDisabled();
  await expectAccessible(page);

  await dialog.getByRole('button', { name: 'Vahvista laskutusväli' }).click();
  await expect(dialog.getByText('Ole hyvä ja valitse haluamasi laskutusväli')).toBeVisible();
  await expectAccessible(page);

  await dialog.getByRole('radio', { name: /3 kk: 114,90/ }).check();
  await dialog.getByRole('button', { name: 'Vahvista laskutusväli' }).click();
  await expect(dialog.getByRole('status')).toContainText(
    'Uusi laskutusväli 3 kk (114,90 € / 3 kk) tulee voimaan 12.12.2026, kun laskutuskausi vaihtuu.',
  );
  await expectAccessible(page);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/laskut/laskutustavat\\?tilaus=${number}$`));
  await expect(card).toContainText(
    'Tuleva muutos 12.12.2026 alkaen: Laskutusväli 3 kk (114,90 € / 3 kk)',
  );
});

test('the billing period modal opens on the subscription details page too', async ({
  page,
  loginAs,
}) => {
  await loginAs(MAIJA);
  await page.goto('/tilaukset/tiedot?tilaus=2000008&modal=vaihda-laskutusvalia');
  const dialog = page.getByRole('dialog', { name: 'Vaihda laskutusväli' });
  await expect(dialog).toContainText('Päivän Sanomat Viikonloppu (2000008)');
  await expect(dialog.getByRole('radio', { name: /12 kk: 269,90/ })).toBeEnabled();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Sulje' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/tilaukset\/tiedot\?tilaus=2000008$/);
});
