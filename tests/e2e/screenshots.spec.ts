import type { Page } from '@playwright/test';
import { MAIJA, expect, test } from './fixtures';

// Issue 34 item 7: the look kept honest by pictures. Each page at a phone's and a desktop's
// width is compared with the committed picture (screenshots.spec.ts-snapshots/). The pictures
// are deterministic: the server's clock and the build's day are pinned (PORTAL_NOW), the data is
// the seeded demo data that no spec changes (Maija's stays as seeded), and the fonts are Debian's
// (DejaVu, Liberation: what Chromium draws for the theme's system stack on this machine).
// After a deliberate change of the look: `npx playwright test screenshots --update-snapshots`,
// then look at every changed picture before committing it.

const WIDTHS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

interface Shot {
  name: string;
  path: string;
  login?: boolean;
  /** A dialog is pictured as the screen shows it; a page as a whole. */
  dialog?: boolean;
  /** What shows once the page (and its data) is there. */
  ready: (page: Page) => Promise<void>;
}

const heading = (page: Page, name: string | RegExp) =>
  expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

const SHOTS: Shot[] = [
  { name: 'front-page', path: '/', ready: (p) => heading(p, 'Miten voimme auttaa?') },
  {
    name: 'article',
    path: '/aihe/maksaminen-ja-laskutus/laskun-tulkinta',
    ready: (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible(),
  },
  {
    name: 'subscriptions',
    path: '/tilaukset',
    login: true,
    ready: (p) => expect(p.getByRole('link', { name: 'Päivän Sanomat 7 pv' })).toBeVisible(),
  },
  {
    name: 'subscription-2000001',
    path: '/tilaukset/tiedot?tilaus=2000001',
    login: true,
    ready: (p) => expect(p.getByRole('region', { name: 'Toiminnot' })).toBeVisible(),
  },
  {
    name: 'invoices',
    path: '/laskut',
    login: true,
    ready: (p) => expect(p.locator('[data-badge="overdue"]').first()).toBeVisible(),
  },
  {
    name: 'account',
    path: '/tili',
    login: true,
    ready: (p) => expect(p.getByRole('heading', { name: 'Kirjautuminen' })).toBeVisible(),
  },
  {
    name: 'suspension-dialog',
    path: '/tilaukset/tiedot?tilaus=2000001&modal=tilapainen-jakelunkeskeytys',
    login: true,
    dialog: true,
    ready: (p) =>
      expect(
        p.getByRole('dialog', { name: 'Jakelun keskeytys' }).getByLabel('Alkupäivä'),
      ).toBeVisible(),
  },
  {
    name: 'company-order-step-1',
    path: '/tilaa/yritykselle/paivan-sanomat-digi-yritys',
    ready: (p) => expect(p.getByLabel('Lukijoiden määrä')).toBeVisible(),
  },
];

for (const { name: widthName, width, height } of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height } });
    for (const shot of SHOTS) {
      test(`${shot.name} looks as committed`, async ({ page, loginAs }) => {
        if (shot.login) await loginAs(MAIJA);
        await page.goto(shot.path);
        await shot.ready(page);
        // Islands below the fold hydrate when seen (client:visible): show them once.
        for (const island of await page.locator('astro-island[client="visible"]').all()) {
          await island.scrollIntoViewIfNeeded();
        }
        await page.waitForLoadState('networkidle');
        await expect(page.getByText(/^Ladataan/)).toHaveCount(0);
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.evaluate(() => document.fonts.ready);
        await expect(page).toHaveScreenshot(`${shot.name}-${widthName}.png`, {
          fullPage: !shot.dialog,
        });
      });
    }
  });
}
