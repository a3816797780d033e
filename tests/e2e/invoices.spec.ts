import { readFile } from 'node:fs/promises';
import { inflateSync } from 'node:zlib';
import { MAIJA, expect, expectAccessible, test } from './fixtures';

// Maija's invoices are only read here. The test that moves a due date moves it on an invoice of
// its own customer (the development factory makes it like her open invoice 50000004, due
// 1.12.2026), so the specs may run in any order.

/** The text a PDF draws: Flate streams inflated, then the hex strings of Tj operators read. */
function pdfText(bytes: Buffer): string {
  const raw = bytes.toString('latin1');
  const parts: string[] = [];
  for (const m of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    try {
      const content = inflateSync(Buffer.from(m[1] ?? '', 'latin1')).toString('latin1');
      for (const t of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) {
        parts.push(Buffer.from(t[1] ?? '', 'hex').toString('latin1'));
      }
    } catch {
      // Not a Flate stream (the bar code image): nothing to read.
    }
  }
  return parts.join('\n');
}

test('a logged-out visitor is sent to log in and back to the invoices', async ({ page }) => {
  await page.goto('/laskut');
  await expect(page).toHaveURL(/\/auth\/login\?palaa=%2Flaskut$/);
});

test('the unpaid and paid tabs work with the keyboard', async ({ page, loginAs }) => {
  await loginAs(MAIJA);
  await page.goto('/laskut');
  const unpaidTab = page.getByRole('tab', { name: /Avoimet/ });
  const paidTab = page.getByRole('tab', { name: /Maksetut/ });
  await expect(unpaidTab).toHaveAttribute('aria-selected', 'true');
  const unpaid = page.getByRole('tabpanel', { name: /Avoimet/ });
  await expect(unpaid.getByRole('link', { name: 'Lasku 50000004' })).toBeVisible();
  await expect(unpaid).toContainText('1. Maksuhuomautus');
  await expect(unpaid).toContainText('1–3 pankkipäivän');
  await expectAccessible(page);

  await unpaidTab.focus();
  await page.keyboard.press('ArrowRight');
  await expect(paidTab).toBeFocused();
  await expect(paidTab).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/\/laskut\?nayta=maksetut$/);
  const paid = page.getByRole('tabpanel', { name: /Maksetut/ });
  await expect(paid.getByRole('link', { name: 'Lasku 50000002' })).toBeVisible();
  await expect(paid).toContainText('Maksettu');
  await expect(paid).not.toContainText('50000001'); // paid 14 months ago
  await expect(unpaid).toBeHidden();
  await expectAccessible(page);

  // The tab survives a reload; Home goes back to the first tab.
  await page.reload();
  await expect(paidTab).toHaveAttribute('aria-selected', 'true');
  await paidTab.focus();
  await page.keyboard.press('Home');
  await expect(unpaidTab).toHaveAttribute('aria-selected', 'true');
});

test('Maija opens her open invoice, copies the bar code and downloads the PDF', async ({
  page,
  context,
  loginAs,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await loginAs(MAIJA);
  await page.goto('/laskut');
  await page.getByRole('link', { name: 'Lasku 50000004' }).click();
  await expect(page).toHaveURL(/\/laskut\/tiedot\?lasku=50000004$/);

  const fields = page.getByRole('region', { name: 'Lasku', exact: true });
  await expect(fields).toContainText('Eräpäivä1.12.2026');
  await expect(fields).toContainText('MaksutapaSähköpostilasku');
  await expect(fields).toContainText('Maksettava yhteensä19,90 €');
  const payment = page.getByRole('region', { name: 'Maksutiedot' });
  await expect(payment).toContainText('FI21 1234 5600 0007 85');
  await expect(payment).toContainText('5000 00047');
  const code = '421123456000007850000199000000000000000500000047261201';
  await expect(payment.getByLabel('Virtuaaliviivakoodi')).toHaveValue(code);
  const image = payment.getByRole('img', { name: /Pankkiviivakoodi/ });
  await expect(image).toBeVisible();
  // Visible comes before decoded: ask again until the image has loaded.
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(100);
  await expectAccessible(page);

  await payment.getByRole('button', { name: 'Kopioi virtuaaliviivakoodi' }).click();
  await expect(payment.getByRole('status')).toContainText('kopioitu leikepöydälle');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Lataa PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('lasku-50000004.pdf');
  const pdf = await readFile((await download.path()) ?? '');
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const text = pdfText(pdf);
  expect(text).toContain('LASKU 50000004');
  expect(text).toContain(code);
  await expect(page.getByText('Lasku on ladattu.')).toBeVisible();
});

test('Maija postpones a due date by 2 weeks and cannot do it again', async ({
  page,
  loginAs,
  freshCustomer,
}) => {
  const { username, invoiceNumbers } = await freshCustomer(['CANCELLED_DIGI_WITH_OPEN_INVOICE']);
  const [invoice = ''] = invoiceNumbers;
  await loginAs(username);
  await page.goto(`/laskut/tiedot?lasku=${invoice}`);
  const dueDate = page.getByRole('region', { name: 'Eräpäivän siirto' });
  await dueDate.getByRole('link', { name: 'Siirrä eräpäivää' }).click();
  await expect(page).toHaveURL(new RegExp(`/laskut/tiedot\\?lasku=${invoice}&modal=erapaiva$`));
  const dialog = page.getByRole('dialog', { name: 'Eräpäivän siirto' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Nykyinen eräpäivä on 1.12.2026');
  await expectAccessible(page);

  await dialog.getByRole('button', { name: 'Vahvista' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'Valitse, kuinka monella viikolla siirrät eräpäivää.',
  );
  await expectAccessible(page);

  await dialog.getByLabel('2 viikkoa (uusi eräpäivä 15.12.2026)').check();
  await dialog.getByRole('button', { name: 'Vahvista' }).click();
  await expect(dialog.getByRole('status')).toContainText('Uusi eräpäivä on 15.12.2026');
  await expect(dialog.getByRole('status')).toBeFocused();
  await expectAccessible(page);

  await dialog.getByRole('button', { name: 'Sulje' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/laskut/tiedot\\?lasku=${invoice}$`));
  const fields = page.getByRole('region', { name: 'Lasku', exact: true });
  await expect(fields).toContainText('Eräpäivä15.12.2026');
  await expect(fields).toContainText('Alkuperäinen eräpäivä1.12.2026');
  await expect(dueDate).toContainText('Eräpäivän voi siirtää vain kerran.');
  await expect(dueDate.getByRole('link', { name: 'Siirrä eräpäivää' })).toHaveCount(0);
  await expect(page.getByLabel('Virtuaaliviivakoodi')).toHaveValue(/261215$/);

  // The page of its own, and the modal by address, both refuse now.
  await page.goto(`/laskut/tiedot/erapaiva?lasku=${invoice}`);
  await expect(page.getByText('Eräpäivän voi siirtää vain kerran.')).toBeVisible();
  await expectAccessible(page);
  await page.goto(`/laskut/tiedot?lasku=${invoice}&modal=erapaiva`);
  await expect(
    page.getByRole('dialog', { name: 'Eräpäivän siirto' }).getByText('vain kerran'),
  ).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(new RegExp(`/laskut/tiedot\\?lasku=${invoice}$`));
});
