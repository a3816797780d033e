import { DEMO_PASSWORD, expect, expectAccessible, test } from './fixtures';

// Issue 16 items 2 and 6, decision 0039: a company session is for the company's admins, and an
// admin of two companies switches between them. The companies are the test's own (decision 0023).

test('a plain company user logging in as a business customer gets the access-denied page', async ({
  page,
}) => {
  await page.goto('/auth/login?intent=b2b');
  await page.getByLabel('Sähköpostiosoite').fill('yritys.lukija@example.fi');
  await page.getByLabel('Salasana').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Kirjaudu sisään' }).click();
  await expect(page).toHaveURL(/\/auth\/ei-kayttooikeutta/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Sinulla ei ole yrityksen pääkäyttäjän oikeuksia',
  );
  await expect(page.getByRole('link', { name: 'Kirjaudu yksityisasiakkaana' })).toBeVisible();
  await expectAccessible(page);
});

test('an admin of two companies switches to the other one and sees its subscription', async ({
  page,
  loginAs,
  freshCustomer,
}) => {
  const company = await freshCustomer(['COMPANY_DIGI'], {
    role: 'COMPANY_ADMIN',
    secondCompany: true,
  });
  const [first = ''] = company.subscriptionNumbers;
  const second = company.secondCompany;
  if (!second) throw new Error('The factory made no second company');
  await loginAs(company.username, 'b2b');

  await page.goto('/tilaukset');
  const switcher = page.getByRole('region', { name: 'Yritys' });
  await expect(switcher).toContainText('Hoidat yrityksen Testi Oy asioita.');
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('article')).toContainText(first);
  await expectAccessible(page);

  await switcher.getByLabel('Yritys, jonka asioita hoidat').selectOption(second.customerNumber);
  await switcher.getByRole('button', { name: 'Vaihda yritys' }).click();
  await expect(switcher).toContainText(`Hoidat yrityksen ${second.name} asioita.`);
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('article')).toContainText(second.subscriptionNumber);
  await expect(page.getByRole('article')).not.toContainText(first);

  await page.goto('/tili');
  await expect(page.getByRole('region', { name: 'Yritys' })).toContainText(
    `Hoidat yrityksen ${second.name} asioita.`,
  );
  await expect(page.getByRole('heading', { level: 2, name: second.name })).toBeVisible();
  await expectAccessible(page);
});
