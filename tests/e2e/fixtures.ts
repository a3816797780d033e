import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo-salasana-2026';
export const MAIJA = 'maija.meikalainen@example.fi';

/** Fails on axe violations of serious or critical impact, listing them readably. */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(bad, `axe violations on ${page.url()}`).toEqual([]);
}

interface Fixtures {
  /** Logs in through the API, as the form would, so the browser holds the session cookie. */
  loginAs: (username: string, intent?: 'b2c' | 'b2b') => Promise<void>;
}

export const test = base.extend<Fixtures>({
  loginAs: async ({ page, baseURL }, use) => {
    await use(async (username, intent = 'b2c') => {
      const res = await page.request.post('/api/v1/auth/login', {
        data: { username, password: DEMO_PASSWORD, intent },
        headers: { origin: baseURL ?? '' },
      });
      expect(res.status()).toBe(200);
    });
  },
});

export { expect };
