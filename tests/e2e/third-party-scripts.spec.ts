import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// Issue 17 item 5, decision 0042: real-user monitoring starts only with cookieConsent sppd=1 in
// production; the tag manager gets the session's user data first. The development page loads
// same-origin stand-ins through the same loader; the test answers them and GET config.

const PAGE = '/kehitys/kolmannet-osapuolet';

async function watchScripts(page: Page, requireConsent: boolean): Promise<string[]> {
  const loaded: string[] = [];
  await page.route('**/kehitys/testiskriptit/*.js', async (route) => {
    loaded.push(new URL(route.request().url()).pathname.split('/').pop() ?? '');
    await route.fulfill({ contentType: 'text/javascript', body: '/* sijaisskripti */' });
  });
  await page.route('**/api/v1/config', async (route) => {
    // A reload may cancel the page's request while it is answered here: then nothing is owed.
    try {
      const res = await route.fetch();
      const body = (await res.json()) as { monitoring: Record<string, unknown> };
      body.monitoring = { ...body.monitoring, sampleRate: 100, requireConsent };
      await route.fulfill({ response: res, json: body });
    } catch {
      await route.abort().catch(() => undefined);
    }
  });
  return loaded;
}

test('monitoring is absent without consent in production and present with it', async ({ page }) => {
  const loaded = await watchScripts(page, true);
  await page.goto(PAGE);
  await expect.poll(() => loaded.slice().sort()).toEqual(['kokeilut.js', 'tagit.js']);

  await page.evaluate(() => localStorage.setItem('cookieConsent', JSON.stringify({ sppd: 1 })));
  loaded.length = 0;
  await page.reload();
  await expect
    .poll(() => loaded.slice().sort())
    .toEqual(['kokeilut.js', 'seuranta.js', 'tagit.js']);
});

test('outside production monitoring needs no consent', async ({ page }) => {
  const loaded = await watchScripts(page, false);
  await page.goto(PAGE);
  await expect.poll(() => loaded.includes('seuranta.js')).toBe(true);
});

test('the data layer gets loggedIn false for a visitor and the account only with consent', async ({
  page,
  loginAsFresh,
}) => {
  await watchScripts(page, true);
  await page.goto(PAGE);
  await expect
    .poll(() => page.evaluate(() => (window as { dataLayer?: unknown[] }).dataLayer?.[0]))
    .toEqual({ event: 'userData', loggedIn: false, accountId: null, optIn: false });

  await loginAsFresh('WEEKEND_PAPER');
  await page.reload();
  // Logged in but without consent: nothing personal for the tag manager.
  await expect
    .poll(() => page.evaluate(() => (window as { dataLayer?: unknown[] }).dataLayer?.[0]))
    .toEqual({ event: 'userData', loggedIn: true, accountId: null, optIn: false });

  await page.evaluate(() => localStorage.setItem('cookieConsent', JSON.stringify({ sppd: 1 })));
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => (window as { dataLayer?: unknown[] }).dataLayer?.[0]))
    .toMatchObject({
      event: 'userData',
      loggedIn: true,
      accountId: expect.any(String),
      optIn: true,
    });
});
