import { MAIJA, expect, expectAccessible, test } from './fixtures';

// The suspension modal on the details page (spec §2 tilapainen-jakelunkeskeytys). Today is
// Saturday 21.11.2026. The tests that suspend do it on a subscription of their own customer (the
// development factory makes it like Maija's 2000001), so no other spec sees their suspensions.

const modalUrl = (number: string) =>
  `/tilaukset/tiedot?tilaus=${number}&modal=tilapainen-jakelunkeskeytys`;

test('Maija suspends 2000001 for 20 days keeping the digital part and sees the breakdown', async ({
  page,
  loginAs,
  freshCustomer,
}) => {
  const { username, subscriptionNumbers } = await freshCustomer(['CARD_PAPER_WITH_SUDOKU']);
  const [number = ''] = subscriptionNumbers;
  await loginAs(username);
  await page.goto(modalUrl(number));
  const dialog = page.getByRole('dialog', { name: 'Jakelun keskeytys' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(`Päivän Sanomat 7 pv (${number})`);
  await expect(dialog.getByRole('heading', { name: 'Jakelun keskeytys' })).toBeFocused();
  await expectAccessible(page);

  await dialog.getByLabel('Alkupäivä').fill('2026-12-01');
  await dialog.getByLabel('Loppupäivä').fill('2026-12-20');
  await dialog.getByRole('radio', { name: /Pidän digilehden keskeytyksen aikana/ }).check();
  await dialog.getByRole('button', { name: 'Näytä hinnan erittely' }).click();

  const breakdown = dialog.getByRole('region', { name: /Hinnan erittely/ });
  await expect(breakdown).toBeVisible();
  const row = (label: string) => breakdown.locator('div').filter({ hasText: label });
  await expect(row('Keskeytyksen pituus')).toContainText('20 päivää');
  await expect(row('Omavastuu')).toContainText('7 päivää');
  await expect(row('Hyvitettävät päivät')).toContainText('13 päivää');
  await expect(row('Digilehden päivähinta')).toContainText('0,65\u00A0€');
  await expect(row('Hyvitys yhteensä')).toContainText('8,58\u00A0€');
  await expectAccessible(page);

  await dialog.getByRole('button', { name: 'Vahvista' }).click();
  await expect(dialog.getByRole('status')).toContainText(
    'Jakelu on keskeytetty ajalle 1.12.2026\u201320.12.2026. Hyvitys yhteensä 8,58\u00A0€ (13 päivää).',
  );
  const listed = dialog.getByRole('listitem').filter({ hasText: '1.12.2026\u201320.12.2026' });
  await expect(listed).toContainText('tuleva');
  await expect(listed).toContainText('Digilehti on käytössä keskeytyksen aikana');
  await expect(listed.getByRole('button', { name: /^Muuta keskeytystä/ })).toBeVisible();
  await expect(listed.getByRole('button', { name: /^Poista keskeytys/ })).toBeVisible();
  await expectAccessible(page);

  // Esc closes the modal and takes it out of the address; the details page stays, and shows the
  // period extended by the credit: 8,58 € is 6 whole days of the subscription's own day price.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/tilaukset/tiedot\\?tilaus=${number}$`));
  await expect(page.getByText(/\u2013\s?17\.12\.2026/).first()).toBeVisible();

  // Removing it gives the days back.
  await page.goto(modalUrl(number));
  await dialog.getByRole('button', { name: 'Poista keskeytys 1.12.2026\u201320.12.2026' }).click();
  await dialog.getByRole('button', { name: 'Kyllä, poista' }).click();
  await expect(dialog.getByRole('status')).toContainText('on poistettu');
  await page.keyboard.press('Escape');
  await expect(page.getByText(/\u2013\s?11\.12\.2026/).first()).toBeVisible();
});

test('the form ties required and calendar errors to their fields', async ({ page, loginAs }) => {
  // Nothing is saved here, so Maija's own 2000001 serves.
  await loginAs(MAIJA);
  await page.goto(modalUrl('2000001'));
  const dialog = page.getByRole('dialog', { name: 'Jakelun keskeytys' });
  await dialog.getByRole('button', { name: 'Näytä hinnan erittely' }).click();
  const start = dialog.getByLabel('Alkupäivä');
  await expect(start).toHaveAccessibleDescription(/Alkupäivä on pakollinen tieto/);
  await expect(start).toBeFocused();
  await expect(dialog.getByText('Digilehden valinta on pakollinen tieto')).toBeVisible();
  await expectAccessible(page);

  // No newspaper on Christmas Day: the server says so beside the start date.
  await start.fill('2026-12-25');
  await dialog.getByLabel('Loppupäivä').fill('2027-01-05');
  await dialog.getByRole('radio', { name: 'Keskeytän myös digilehden' }).check();
  await dialog.getByRole('button', { name: 'Näytä hinnan erittely' }).click();
  await expect(start).toHaveAccessibleDescription(/Lehti ei ilmesty 25\.12\.2026/);
  await expect(dialog.getByRole('region', { name: /Hinnan erittely/ })).toHaveCount(0);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Sulje' }).click();
  await expect(dialog).toBeHidden();
});

test('Maija changes and then removes a future suspension', async ({
  page,
  loginAs,
  baseURL,
  freshCustomer,
}) => {
  const { username, subscriptionNumbers } = await freshCustomer(['CARD_PAPER_WITH_SUDOKU']);
  const [number = ''] = subscriptionNumbers;
  await loginAs(username);
  const made = await page.request.post(`/api/v1/subscriptions/${number}/suspensions`, {
    data: { startDate: '2027-03-01', endDate: '2027-03-10', digitalPart: 'SUSPEND' },
    headers: { origin: baseURL ?? '' },
  });
  expect(made.status()).toBe(201);

  await page.goto(modalUrl(number));
  const dialog = page.getByRole('dialog', { name: 'Jakelun keskeytys' });
  await dialog.getByRole('button', { name: 'Muuta keskeytystä 1.3.2027\u201310.3.2027' }).click();
  await expect(dialog.getByRole('heading', { name: 'Muuta keskeytystä' })).toBeFocused();
  await expect(dialog.getByLabel('Alkupäivä')).toHaveValue('2027-03-01');
  await expect(dialog.getByRole('radio', { name: 'Keskeytän myös digilehden' })).toBeChecked();
  await dialog.getByLabel('Loppupäivä').fill('2027-03-12');
  await dialog.getByRole('button', { name: 'Näytä hinnan erittely' }).click();
  await expect(dialog.getByRole('region', { name: /Hinnan erittely/ })).toContainText('12 päivää');
  await dialog.getByRole('button', { name: 'Vahvista' }).click();
  await expect(dialog.getByRole('status')).toContainText(
    'Keskeytys on muutettu. Uusi aika on 1.3.2027\u201312.3.2027.',
  );

  await dialog.getByRole('button', { name: 'Poista keskeytys 1.3.2027\u201312.3.2027' }).click();
  await expect(dialog.getByRole('button', { name: 'Kyllä, poista' })).toBeFocused();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Kyllä, poista' }).click();
  await expect(dialog.getByRole('status')).toContainText(
    'Keskeytys 1.3.2027\u201312.3.2027 on poistettu.',
  );
  await expect(dialog.getByRole('listitem').filter({ hasText: '1.3.2027' })).toHaveCount(0);
});

test('a digital-only subscription says why it cannot be suspended', async ({ page, loginAs }) => {
  await loginAs(MAIJA);
  await page.goto('/tilaukset/tiedot?tilaus=2000003&modal=tilapainen-jakelunkeskeytys');
  const dialog = page.getByRole('dialog', { name: 'Jakelun keskeytys' });
  await expect(dialog.getByRole('alert')).toContainText(
    'Vain paperilehden jakelun voi keskeyttää.',
  );
  await expectAccessible(page);
});

test('the calendar shows the publication days and fills the dates by tap and by keyboard', async ({
  page,
  loginAsFresh,
}) => {
  const { number } = await loginAsFresh('CARD_PAPER_WITH_SUDOKU');
  await page.goto(modalUrl(number));
  const dialog = page.getByRole('dialog', { name: 'Jakelun keskeytys' });
  const calendar = dialog.getByRole('group', { name: 'Keskeytyksen päivät kalenterissa' });
  await expect(calendar).toContainText('marraskuu 2026');
  // Before today no day can be chosen; the paper comes every day but on Christmas Day.
  await expect(calendar.getByRole('button', { name: /^perjantai 20\.11\.2026/ })).toBeDisabled();
  await calendar.getByRole('button', { name: 'Seuraava kuukausi' }).click();
  await expect(calendar).toContainText('joulukuu 2026');
  await expect(
    calendar.getByRole('button', { name: 'perjantai 25.12.2026, lehti ei ilmesty' }),
  ).toBeVisible();
  await expectAccessible(page);

  const first = calendar.getByRole('button', { name: /^tiistai 1\.12\.2026, ilmestymispäivä/ });
  await first.click();
  await expect(dialog.getByLabel('Alkupäivä')).toHaveValue('2026-12-01');
  await expect(dialog.getByLabel('Loppupäivä')).toHaveValue('');
  await expect(first).toHaveAttribute('aria-pressed', 'true');
  await expect(first).toHaveAccessibleName('tiistai 1.12.2026, ilmestymispäivä, valitun ajan alku');

  // The keys of a date grid: a week down, to the week's end, then Enter ends the range.
  await expect(first).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('End');
  const end = calendar.getByRole('button', { name: /^sunnuntai 13\.12\.2026/ });
  await expect(end).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog.getByLabel('Loppupäivä')).toHaveValue('2026-12-13');
  await expect(
    calendar.getByRole('button', { name: /^keskiviikko 9\.12\.2026/ }),
  ).toHaveAccessibleName('keskiviikko 9.12.2026, ilmestymispäivä, valitulla ajalla');

  // A date typed in the field shows its month; the calendar follows.
  await dialog.getByLabel('Loppupäivä').fill('2027-01-10');
  await expect(calendar).toContainText('tammikuu 2027');
  await expect(calendar.getByRole('button', { name: /^sunnuntai 10\.1\.2027/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await dialog.getByRole('radio', { name: /Keskeytän myös digilehden/ }).check();
  await dialog.getByRole('button', { name: 'Näytä hinnan erittely' }).click();
  await expect(dialog.getByRole('region', { name: /Hinnan erittely 1\.12\.2026/ })).toBeVisible();
  await expectAccessible(page);
});
