import type { Page } from '@playwright/test';
import { expect, expectAccessible, MAIJA, test } from './fixtures';

// Issue 20 item 1: every visible form control, typed or not, is at least 44 px tall with at least
// 16 px text, on a phone, so that elderly customers can hit and read what they type. axe checks
// each page and modal at the phone's width too (issue 19 item 9).

test.use({ viewport: { width: 390, height: 844 } });

interface Control {
  name: string;
  height: number;
  fontSize: number;
}

/** Every visible text-like control, select and text area of the page, with its size. */
async function controlsOf(page: Page): Promise<Control[]> {
  return page.$$eval(
    'input:not([type=checkbox]):not([type=radio]):not([type=hidden]), select, textarea',
    (elements) =>
      elements
        .filter((el) => (el as HTMLElement).offsetParent !== null)
        .map((el) => ({
          name: `${el.tagName.toLowerCase()}[name=${el.getAttribute('name') ?? el.id}]`,
          height: el.getBoundingClientRect().height,
          fontSize: parseFloat(getComputedStyle(el).fontSize),
        })),
  );
}

async function expectComfortableControls(page: Page, atLeast: number): Promise<void> {
  // Forms are islands: wait until they are on the page.
  await expect(page.locator('main form').first()).toBeVisible();
  const controls = await controlsOf(page);
  expect(controls.length, `controls on ${page.url()}`).toBeGreaterThanOrEqual(atLeast);
  const small = controls.filter((c) => c.height < 44 || c.fontSize < 16);
  expect(small, `small controls on ${page.url()}`).toEqual([]);
}

const ANONYMOUS_FORMS: [string, number][] = [
  ['/auth/login', 2],
  ['/lopeta-tilaus', 2],
  ['/jakeluhairio', 3],
  ['/kaikki-irtisanominen', 3],
  ['/haku', 1],
];

for (const [path, atLeast] of ANONYMOUS_FORMS) {
  test(`form controls on ${path} are large enough`, async ({ page }) => {
    await page.goto(path);
    await expectComfortableControls(page, atLeast);
    await expectAccessible(page);
  });
}

const MODALS: [string, number][] = [
  ['tilapainen-osoitteenmuutos', 4],
  ['vakituinen-osoitteenmuutos', 3],
  ['tilapainen-jakelunkeskeytys', 2],
];

/** Checkboxes and radio buttons smaller than 20 px (the browser's own are 13 px). */
async function smallChoices(page: Page): Promise<string[]> {
  return page.$$eval('input[type=checkbox], input[type=radio]', (elements) =>
    elements
      .filter((el) => (el as HTMLElement).offsetParent !== null)
      .filter((el) => el.getBoundingClientRect().width < 20)
      .map((el) => `${el.getAttribute('name') ?? el.id}: ${el.getBoundingClientRect().width}px`),
  );
}

test('the card choices of the card change page are as large as every other choice', async ({
  page,
  loginAs,
}) => {
  await loginAs(MAIJA);
  await page.goto('/laskut/maksukortit/vaihda-kortti?maksutapa=2000001');
  await expect(page.getByRole('radio').first()).toBeVisible();
  expect(await smallChoices(page)).toEqual([]);
  await expectAccessible(page);
});

for (const [modal, atLeast] of MODALS) {
  test(`form controls in the ${modal} modal are large enough`, async ({ page, loginAs }) => {
    await loginAs(MAIJA);
    await page.goto(`/tilaukset/tiedot?tilaus=2000001&modal=${modal}`);
    // The modal's form loads its data first.
    await expect(page.getByRole('dialog').locator('input, select').first()).toBeVisible();
    const controls = await controlsOf(page);
    expect(controls.length).toBeGreaterThanOrEqual(atLeast);
    expect(controls.filter((c) => c.height < 44 || c.fontSize < 16)).toEqual([]);
    expect(await smallChoices(page)).toEqual([]);
    await expectAccessible(page);
  });
}
