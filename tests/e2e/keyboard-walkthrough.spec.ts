import type { Locator, Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, expectAccessible, test } from './fixtures';

// Issue 19 item 9: the main flows with the keyboard alone (WCAG 2.1.1, 2.4.3, 2.4.7). No click,
// no fill, no goto after the first page: the customer moves with Tab and Shift+Tab, types, and
// presses Enter, Space, the arrow keys and Esc. Every control reached must show where the focus
// is. The customer is the test's own (the development factory), so the changes touch nobody else.

/**
 * Types a date into a date input, segment by segment, as a keyboard user does. Chromium orders the
 * segments by its own interface language, not the page's: the tests run it in Finnish
 * (playwright.config.ts, Debian's chromium-l10n), so the field reads pp.kk.vvvv, day first. The
 * value is checked, so a browser with another order fails here rather than later.
 */
async function typeDate(page: Page, field: Locator, iso: string): Promise<void> {
  const [year = '', month = '', day = ''] = iso.split('-');
  await page.keyboard.type(`${day}${month}${year}`);
  await expect(field).toHaveValue(iso);
}

/** What the focused element is, for a failure message: "link Laskut", "button Vahvista". */
async function describeFocus(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return '(body)';
    const role = el.getAttribute('role') ?? el.tagName.toLowerCase();
    const label = el instanceof HTMLInputElement ? el.labels?.[0]?.textContent : null;
    const name = el.getAttribute('aria-label') ?? label ?? el.textContent ?? '';
    return `${role} ${name.replace(/\s+/g, ' ').trim().slice(0, 60)}`;
  });
}

/** The focused element draws a visible indicator: an outline or a box shadow (WCAG 2.4.7). */
async function expectFocusVisible(target: Locator): Promise<void> {
  const indicator = await target.evaluate((el) => {
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    return outline || style.boxShadow !== 'none';
  });
  expect(indicator, 'the focused control shows a focus indicator').toBe(true);
}

/**
 * Presses Tab (or Shift+Tab) until the target has the focus, as a keyboard user would, and fails
 * with the focus order it went through when the target is not reached within `max` presses.
 */
async function tabTo(page: Page, target: Locator, { max = 60, backwards = false } = {}) {
  await expect(target).toBeVisible();
  const visited: string[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    if (await target.evaluate((el) => el === document.activeElement)) {
      await expectFocusVisible(target);
      return;
    }
    visited.push(await describeFocus(page));
  }
  throw new Error(`Tab did not reach ${String(target)}; the focus went: ${visited.join(' → ')}`);
}

test('a customer logs in, suspends, pays and cancels with the keyboard alone', async ({
  page,
  freshCustomer,
}) => {
  test.setTimeout(120_000);
  const { username, subscriptionNumbers, invoiceNumbers } = await freshCustomer([
    'CARD_PAPER_WITH_SUDOKU',
    'CANCELLED_DIGI_WITH_OPEN_INVOICE',
  ]);
  const [number = ''] = subscriptionNumbers;
  const [invoice = ''] = invoiceNumbers;

  // Log in: from the front page's header to the form, which sends the customer to the list.
  await page.goto('/');
  await tabTo(page, page.getByRole('link', { name: 'Kirjaudu sisään' }).first());
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Kirjaudu sisään' })).toBeVisible();
  await tabTo(page, page.getByLabel('Sähköpostiosoite'));
  await page.keyboard.type(username);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Salasana')).toBeFocused();
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  // Back on the front page, logged in; the header leads to the subscriptions.
  await expect(page.getByRole('link', { name: 'Kirjaudu ulos' })).toBeVisible();
  await tabTo(page, page.getByRole('link', { name: 'Tilaukset', exact: true }).first());
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/tilaukset$/);

  // Suspend: the subscription's details, its suspension modal, the dates typed, the digital
  // choice with the arrow keys, the breakdown and the confirmation; Esc closes the modal.
  await tabTo(page, page.getByRole('link', { name: 'Päivän Sanomat 7 pv' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/tilaukset/tiedot\\?tilaus=${number}$`));
  await expectAccessible(page);
  await tabTo(page, page.getByRole('link', { name: 'Keskeytä jakelu' }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Jakelun keskeytys' });
  await expect(dialog.getByRole('heading', { name: 'Jakelun keskeytys' })).toBeFocused();
  const start = dialog.getByLabel('Alkupäivä');
  await tabTo(page, start);
  await typeDate(page, start, '2026-12-01');
  const end = dialog.getByLabel('Loppupäivä');
  await tabTo(page, end);
  await typeDate(page, end, '2026-12-20');
  await tabTo(page, dialog.getByRole('radio').first());
  await page.keyboard.press('Space');
  await expect(dialog.getByRole('radio').first()).toBeChecked();
  await tabTo(page, dialog.getByRole('button', { name: 'Näytä hinnan erittely' }));
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('region', { name: /Hinnan erittely/ })).toBeVisible();
  await tabTo(page, dialog.getByRole('button', { name: 'Vahvista' }));
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('status')).toContainText('Jakelu on keskeytetty ajalle 1.12.2026');
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // Pay: the invoices from the navigation, the open invoice, its virtual bar code copied.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await tabTo(page, page.getByRole('link', { name: 'Laskut', exact: true }).first(), {
    backwards: true,
  });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/laskut$/);
  await tabTo(page, page.getByRole('link', { name: `Lasku ${invoice}` }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/laskut/tiedot\\?lasku=${invoice}$`));
  const payment = page.getByRole('region', { name: 'Maksutiedot' });
  await tabTo(page, payment.getByRole('button', { name: 'Kopioi virtuaaliviivakoodi' }));
  await page.keyboard.press('Enter');
  await expect(payment.getByRole('status')).toContainText('kopioitu leikepöydälle');
  const code = await payment.getByLabel('Virtuaaliviivakoodi').inputValue();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
  await expectAccessible(page);

  // Cancel: back to the subscriptions, the details, past the offer, the notice period and the
  // reason (a radio chosen with the arrow keys) to the confirmation.
  await tabTo(page, page.getByRole('link', { name: 'Tilaukset', exact: true }).first(), {
    backwards: true,
  });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/tilaukset$/);
  await tabTo(page, page.getByRole('link', { name: 'Päivän Sanomat 7 pv' }));
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('link', { name: 'Lopeta tilaus' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/tilaukset/mieti-viela\\?tilaus=${number}$`));
  await tabTo(page, page.getByRole('button', { name: 'Jatka tilauksen lopettamista' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/tilaukset/peruuta-tilaus\\?tilaus=${number}$`));
  await tabTo(page, page.getByRole('link', { name: 'Jatka', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/tilaukset/peruutuksen-syy\\?tilaus=${number}$`));
  // The group is one tab stop, on its checked answer ("En halua kertoa", the last); the arrow
  // keys move the choice.
  const reasons = page.getByRole('group', { name: /Miksi lopetat tilauksen/ });
  await tabTo(page, reasons.getByRole('radio', { name: 'En halua kertoa' }));
  await page.keyboard.press('ArrowUp');
  await expect(reasons.getByRole('radio', { name: 'Muu syy' })).toBeChecked();
  await expect(reasons.getByRole('radio', { name: 'Muu syy' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Haluatko kertoa lisää? (vapaaehtoinen)')).toBeFocused();
  await page.keyboard.type('Muutan ulkomaille.');
  await tabTo(page, page.getByRole('button', { name: 'Vahvista lopettaminen' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/tilaukset/tilaus-peruttu\\?tilaus=${number}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tilaus on lopetettu');
  await expectAccessible(page);
});
