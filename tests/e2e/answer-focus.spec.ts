import type { Locator, Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, test } from './fixtures';

// Issue 30 item 1: after a server answer the keyboard stays where the customer is. Focus goes,
// inside the dialog (or the island) the request came from, to the message for the form, the
// first field the server named or the success message; never to <body> at the top of the page.
// One behaviour for every island (src/islands/shared/answer-focus.ts); these are the dialogs and
// confirm buttons where focus was seen lost.

/** Waits until focus is inside `scope` on a message, a named field or a heading. */
async function expectFocusOnAnswer(page: Page, scope: Locator, what: RegExp): Promise<void> {
  const handle = await scope.elementHandle();
  await expect
    .poll(() =>
      page.evaluate((el) => {
        const active = document.activeElement;
        if (!active || active === document.body || !el?.contains(active)) {
          return `outside: ${active?.tagName ?? 'none'}`;
        }
        const kind =
          active.getAttribute('role') ??
          (active.getAttribute('aria-invalid') === 'true' ? 'invalid-field' : active.tagName);
        return `${kind}: ${(active as HTMLElement).innerText || (active as HTMLInputElement).name}`;
      }, handle),
    )
    .toMatch(what);
}

test('the password and username dialogs keep focus by the answer', async ({
  page,
  freshCustomer,
  loginAs,
}) => {
  const me = await freshCustomer(['WEEKEND_PAPER']);
  await loginAs(me.username);
  await page.goto('/tili?modal=salasana');
  const password = page.getByRole('dialog', { name: 'Vaihda salasana' });
  await password.getByLabel('Nykyinen salasana').fill('Vaara-salasana-1');
  await password.getByLabel('Uusi salasana', { exact: true }).fill('Kissa-kavelee-yksin-2026');
  await password.getByLabel('Uusi salasana uudelleen').fill('Kissa-kavelee-yksin-2026');
  // Clicked: the button is disabled while the request runs, and focus drops to <body>.
  await password.getByRole('button', { name: 'Vaihda salasana' }).click();
  await expectFocusOnAnswer(page, password, /^(alert|invalid-field): .*(väärin|currentPassword)/);
  await password.getByLabel('Nykyinen salasana').fill(DEMO_PASSWORD);
  await password.getByLabel('Nykyinen salasana').press('Enter');
  await expectFocusOnAnswer(page, password, /^status: Salasanasi on vaihdettu/);

  await page.goto('/tili?modal=kayttajatunnus');
  const username = page.getByRole('dialog', { name: 'Vaihda käyttäjätunnus' });
  await username.getByLabel('Uusi käyttäjätunnus (sähköpostiosoite)').fill(`uusi.${me.username}`);
  await username.getByLabel('Salasana', { exact: true }).fill('Vaara-salasana-1');
  await username.getByLabel('Salasana', { exact: true }).press('Enter');
  await expectFocusOnAnswer(page, username, /^(alert|invalid-field): /);
});

test('the share dialog and the confirm buttons of the rights keep focus by the answer', async ({
  page,
  freshCustomer,
  loginAs,
}) => {
  const sharer = await freshCustomer(['CARD_PAPER_WITH_SUDOKU']);
  const number = sharer.subscriptionNumbers[0] ?? '';
  await loginAs(sharer.username);
  await page.goto(`/tilaukset/tiedot?tilaus=${number}&modal=jaa-lukuoikeus`);
  const dialog = page.getByRole('dialog', { name: 'Jaa digilukuoikeus' });
  await dialog.getByLabel('Sähköpostiosoite').fill(sharer.username);
  await dialog.getByRole('button', { name: 'Lähetä kutsu' }).press('Enter');
  await expectFocusOnAnswer(page, dialog, /Et voi kutsua itseäsi|email/);
  await dialog.getByLabel('Sähköpostiosoite').fill(`kutsuttu.${sharer.username}`);
  await dialog.getByRole('button', { name: 'Lähetä kutsu' }).press('Enter');
  await expectFocusOnAnswer(page, dialog, /^status: Kutsu lähetettiin/);

  // Cancelling the invitation on the rights page: the list item and its buttons go away.
  await page.goto(`/tilaukset/tiedot/digilukuoikeudet?tilaus=${number}`);
  await page.getByRole('button', { name: `Peru kutsu kutsuttu.${sharer.username}` }).click();
  await page.getByRole('button', { name: 'Kyllä, peru kutsu' }).press('Enter');
  await expectFocusOnAnswer(page, page.getByRole('main'), /^status: Kutsu on peruttu/);
});
