import { expect, expectAccessible, test } from './fixtures';

// Each test changes a customer of its own (decision 0023); Maija's seeded consents stay as they are.

const HUB = '/tili/viestiasetukset-ja-yksityisyys';
const CHANGED = /Muutettu \d{1,2}\.\d{1,2}\.\d{4} klo \d{1,2}\.\d{2}, verkkopalvelussa/;

test('a customer changes her e-mail marketing and profiling and sees them after a reload', async ({
  page,
  loginAsFresh,
}) => {
  await loginAsFresh('WEEKEND_PAPER');
  await page.goto(HUB);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Viestiasetukset ja yksityisyys',
  );
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Viestiasetukset', exact: true }).click();
  await expect(page).toHaveURL(`${HUB}/viestiasetukset`);
  const email = page.getByRole('group', { name: 'Päivän Sanomat: markkinointi sähköpostilla' });
  await expect(email).toContainText('Et ole vielä tehnyt valintaa.');
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Tallenna valinnat' }).click();
  await expect(page.getByRole('alert')).toHaveText('Et muuttanut yhtään valintaa.');

  await email.getByRole('radio', { name: 'Sallin' }).check();
  await page.getByRole('button', { name: 'Tallenna valinnat' }).click();
  await expect(page.getByRole('status')).toContainText('Valintasi on tallennettu.');
  await expect(email).toContainText(CHANGED);
  await expectAccessible(page);

  await page.goto(`${HUB}/yksityisyysasetukset`);
  const profiling = page.getByRole('group', { name: 'Profilointi' });
  await profiling.getByRole('radio', { name: 'En salli' }).check();
  await page.getByRole('button', { name: 'Tallenna valinnat' }).click();
  await expect(page.getByRole('status')).toContainText('Valintasi on tallennettu.');
  await expectAccessible(page);

  await page.reload();
  await expect(profiling.getByRole('radio', { name: 'En salli' })).toBeChecked();
  await expect(profiling).toContainText(CHANGED);
  await page.goto(`${HUB}/viestiasetukset`);
  await expect(email.getByRole('radio', { name: 'Sallin' })).toBeChecked();
  await expect(email).toContainText(CHANGED);
});

test('after a merge the customer reviews and confirms every choice', async ({
  page,
  loginAsFresh,
}) => {
  await loginAsFresh('WEEKEND_PAPER');
  await page.goto(`${HUB}/yksityisyysasetukset?customerMergeFlow=true`);
  await expect(page.getByRole('heading', { name: 'Tarkista valintasi' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Vahvista valinnat' }).click();
  await expect(page.getByText('Valitse sallitko vai kiellätkö')).toHaveCount(3);
  for (const name of [
    'Tilin tietoihin perustuva kohdentaminen',
    'Profilointi',
    'Osoitteen päivitys väestötietojärjestelmästä',
  ]) {
    await page.getByRole('group', { name }).getByRole('radio', { name: 'Sallin' }).check();
  }
  await page.getByRole('button', { name: 'Vahvista valinnat' }).click();
  await expect(page.getByRole('status')).toContainText('Valintasi on tallennettu.');
  await expect(page.getByTestId('consent-changed').first()).toHaveText(CHANGED);
});

test('the marketing ban: confirm, receipt, and its removal on the settings page', async ({
  page,
  loginAsFresh,
}) => {
  await loginAsFresh('WEEKEND_PAPER');
  await page.goto('/markkinointikielto');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Markkinointikielto');
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Vahvista markkinointikielto' }).click();
  await expect(
    page.getByText(
      'Vahvista markkinointikielto valitsemalla kohta "Haluan kieltää kaiken markkinoinnin".',
    ),
  ).toBeVisible();
  await page.getByLabel('Haluan kieltää kaiken markkinoinnin').check();
  await page.getByRole('button', { name: 'Vahvista markkinointikielto' }).click();
  const receipt = page.getByRole('status');
  await expect(receipt).toContainText('Markkinointikielto on voimassa');
  await expect(receipt).toContainText('Lähetimme kuittauksen sähköpostiisi.');
  await expectAccessible(page);

  await receipt.getByRole('link', { name: 'viestiasetuksissa' }).click();
  const group = page.getByRole('group', { name: 'Hämeen Viesti: markkinointi tekstiviestillä' });
  await expect(group.getByRole('radio', { name: 'En salli' })).toBeChecked();
  await expect(group.getByRole('radio', { name: 'Sallin' })).toBeDisabled();
  await expect(page.getByRole('heading', { name: 'Markkinointikielto on voimassa' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Poista markkinointikielto' }).click();
  await page.getByRole('button', { name: 'Poista kielto' }).click();
  await expect(page.getByRole('heading', { name: 'Markkinointikielto on voimassa' })).toBeHidden();
  await expect(group.getByRole('radio', { name: 'Sallin' })).toBeEnabled();
  await expect(group.getByRole('radio', { name: 'En salli' })).toBeChecked();
});

test('the marketing ban page asks a logged-out visitor to log in', async ({ page }) => {
  await page.goto('/markkinointikielto');
  // The login page renders on demand; early in a run the editor's dev server competes for CPU.
  await expect(page).toHaveURL(/\/auth\/login/, { timeout: 15_000 });
});
