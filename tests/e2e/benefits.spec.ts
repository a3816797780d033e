import { expect, expectAccessible, test } from './fixtures';

// Issue 17 item 2, spec §6: a benefit's code shows to a logged-in customer with a valid
// continuous subscription; others see why not and what to do next.

const PAGE = '/asiakasedut/kulttuuri/teatteri';

test('a visitor is asked to log in and comes back to the benefit', async ({ page }) => {
  await page.goto(PAGE);
  const box = page.getByRole('region', { name: 'Etukoodi' });
  await expect(box).toContainText('Kirjaudu sisään, niin näet etukoodin.');
  await expect(box).not.toContainText('LUKIJA-TEATTERI-20');
  await expect(box.getByRole('link', { name: 'Kirjaudu sisään' })).toHaveAttribute(
    'href',
    `/auth/login?palaa=${encodeURIComponent(PAGE)}`,
  );
  await expectAccessible(page);
});

test('a continuous subscriber sees the code', async ({ page, loginAsFresh }) => {
  await loginAsFresh('WEEKEND_PAPER');
  await page.goto(PAGE);
  const box = page.getByRole('region', { name: 'Etukoodi' });
  await expect(box).toContainText('LUKIJA-TEATTERI-20');
  await expect(box).toContainText('kohtaan Alennuskoodi');
  await expectAccessible(page);
});

test('a customer without a linked subscription is shown how to link one', async ({
  page,
  freshCustomer,
  loginAs,
}) => {
  const { username } = await freshCustomer(['WEEKEND_PAPER'], { role: 'NONE' });
  await loginAs(username);
  await page.goto(PAGE);
  const box = page.getByRole('region', { name: 'Etukoodi' });
  await expect(box).toContainText('Tiliisi ei ole liitetty tilausta.');
  await expect(box.getByRole('link', { name: 'Liitä tilaus tiliisi' })).toHaveAttribute(
    'href',
    '/tilaukset/etsi-tilauksesi',
  );
  await expect(box).not.toContainText('LUKIJA-TEATTERI-20');
  await expectAccessible(page);
});
