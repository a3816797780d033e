import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { settleFocusChecks, watchFocus } from './focus-watch';
import { keystaticEnglish } from './keystatic-english';
import { darkSchemeContrast, longLines } from './reading-checks';

export const DEMO_PASSWORD = 'Demo-salasana-2026';
export const MAIJA = 'maija.meikalainen@example.fi';

// The WCAG 2.1 A and AA rules of axe (issue 19 item 9): any violation of these fails, whatever
// its impact. axe's best-practice rules (landmarks, heading order...) fail when serious or critical.
const WCAG_21_AA = new Set(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);

/** The narrowest phone a page must fit without scrolling sideways (WCAG 2.1 1.4.10 Reflow). */
const NARROWEST = 320;

/**
 * What scrolls sideways at 320 CSS px: the page itself, or an open dialog's box; each named
 * with its widths. The viewport is put back as it was.
 */
async function sidewaysScroll(page: Page): Promise<string[]> {
  const before = page.viewportSize();
  if (!before) return [];
  await page.setViewportSize({ width: NARROWEST, height: before.height });
  try {
    return await page.evaluate((limit) => {
      const wide: string[] = [];
      const root = document.documentElement;
      if (root.scrollWidth > limit) {
        // The widest elements, so the message says what to fix.
        const culprits = [...document.body.querySelectorAll<HTMLElement>('*')]
          .filter((el) => el.getBoundingClientRect().right > limit + 1)
          .filter(
            (el) => ![...el.children].some((c) => c.getBoundingClientRect().right > limit + 1),
          )
          .slice(0, 5)
          .map(
            (el) =>
              `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}.${[...el.classList].join('.')}`,
          );
        wide.push(`page ${root.scrollWidth}px wide at ${limit}px: ${culprits.join(', ')}`);
      }
      for (const dialog of document.querySelectorAll<HTMLElement>(
        'dialog[open], [role="dialog"]',
      )) {
        if (dialog.scrollWidth > dialog.clientWidth + 1) {
          const edge = dialog.getBoundingClientRect().left + dialog.clientWidth;
          const culprits = [...dialog.querySelectorAll<HTMLElement>('*')]
            .filter((el) => el.getBoundingClientRect().right > edge + 1)
            .slice(-3)
            .map(
              (el) =>
                `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}.${[...el.classList].join('.')}`,
            );
          wide.push(
            `dialog ${dialog.scrollWidth}px in ${dialog.clientWidth}px: ${culprits.join(', ')}`,
          );
        }
      }
      return wide;
    }, NARROWEST);
  } finally {
    await page.setViewportSize(before);
  }
}

/**
 * Links whose text runs into the words around them ("valitseviestiasetuksissa",
 * "tilaukset,laskut"): a letter, digit or punctuation right before a link that starts with a
 * letter or digit, or a letter or digit right after it (issue 30 item 6).
 */
async function gluedLinks(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const glued: string[] = [];
    for (const link of document.querySelectorAll('a')) {
      const text = link.textContent?.trim() ?? '';
      if (text === '' || link.getClientRects().length === 0) continue;
      const before = link.previousSibling;
      const after = link.nextSibling;
      if (
        before?.nodeType === Node.TEXT_NODE &&
        /[\p{L}\p{N},.:;!?]$/u.test(before.textContent ?? '') &&
        /^[\p{L}\p{N}]/u.test(link.textContent ?? '')
      ) {
        glued.push(`…${(before.textContent ?? '').slice(-20)}|${text}`);
      }
      if (after?.nodeType === Node.TEXT_NODE && /^[\p{L}\p{N}]/u.test(after.textContent ?? '')) {
        glued.push(`${text}|${(after.textContent ?? '').slice(0, 20)}…`);
      }
    }
    return glued;
  });
}

/**
 * Fails on any axe violation of WCAG 2.1 AA, and on serious or critical other ones, listed
 * readably; on too little contrast in the dark colour scheme; on a page or open dialog that
 * scrolls sideways at 320 px; on running text with lines longer than 75 characters; and on link
 * text glued to the words around it. Every page and dialog state the suite visits passes
 * through here.
 */
export async function expectAccessible(
  page: Page,
  /**
   * keystatic: the content editor's own desktop UI, held to axe in both colour schemes, the
   * glued-link check and Finnish (none of Keystatic's English words); its reflow and line length
   * are Keystatic's (issue 36).
   */
  opts: { keystatic?: boolean } = {},
): Promise<void> {
  expect(await gluedLinks(page), `link text glued to its words on ${page.url()}`).toEqual([]);
  if (!opts.keystatic) {
    expect(await longLines(page), `running text too wide to read on ${page.url()}`).toEqual([]);
    expect(await sidewaysScroll(page), `sideways scrolling on ${page.url()}`).toEqual([]);
  }
  // HTML's autofill: "street-address" is a multi-line value, for a <textarea> (issue 35 item 6).
  expect(
    await page.locator('input[autocomplete~="street-address" i]').count(),
    `an <input> with autocomplete="street-address" (use address-line1) on ${page.url()}`,
  ).toBe(0);
  if (opts.keystatic) {
    expect(await keystaticEnglish(page), `Keystatic's English on ${page.url()}`).toEqual([]);
  } else {
    // HTML allows <style> only in the head: Astro's island style is moved there (issue 35).
    // The document's own elements: a component's shadow root (astro dev's toolbar) has its own.
    expect(
      await page.evaluate(() => document.querySelectorAll('body style').length),
      `a <style> element inside <body> on ${page.url()}`,
    ).toBe(0);
  }
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations
    .filter(
      (v) =>
        v.tags.some((tag) => WCAG_21_AA.has(tag)) ||
        v.impact === 'serious' ||
        v.impact === 'critical',
    )
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(bad, `axe violations on ${page.url()}`).toEqual([]);
  expect(await darkSchemeContrast(page), `dark-scheme contrast on ${page.url()}`).toEqual([]);
}

/** A customer of the test's own (the development factory, POST /api/v1/dev/customers). */
export interface FreshCustomer {
  username: string;
  customerNumber: string;
  /** "Testi Asiakas", or "Testi Oy" for a company. */
  name: string;
  lastName: string | null;
  /** Maija's: Mannerheimintie 10 A 5, 00100 HELSINKI. */
  address: { streetAddress: string; zipCode: string; postOffice: string };
  subscriptionNumbers: string[];
  invoiceNumbers: string[];
  /** With the option secondCompany: the other company the admin administers. */
  secondCompany?: { customerNumber: string; name: string; subscriptionNumber: string };
}

/** The kinds of subscription the factory makes, each like a demo subscription. */
export type FreshSubscriptionKind =
  | 'WEEKEND_PAPER'
  | 'CARD_PAPER_WITH_SUDOKU'
  | 'CARD_PAPER_WITH_SHARED_RIGHT'
  | 'QUARTERLY_LOCAL_PAPER'
  | 'CANCELLED_DIGI_WITH_OPEN_INVOICE'
  | 'COMPANY_DIGI';

/**
 * Options of the factory: another contact e-mail; a company (COMPANY_ADMIN) or nothing linked; a
 * refused last card charge (a pending card request).
 */
export interface FreshCustomerOptions {
  contactEmail?: string;
  role?: 'OWNER' | 'COMPANY_ADMIN' | 'NONE';
  secondCompany?: boolean;
  refusedCharge?: 'DECLINED' | 'NEEDS_CUSTOMER';
}

/** The freshCustomer fixture, for a spec's own helpers. */
export type MakeFreshCustomer = (
  subscriptions: FreshSubscriptionKind[],
  options?: FreshCustomerOptions,
) => Promise<FreshCustomer>;

interface Fixtures {
  /** Logs in through the API, as the form would, so the browser holds the session cookie. */
  loginAs: (username: string, intent?: 'b2c' | 'b2b') => Promise<void>;
  /**
   * Creates a new customer with an account and the given subscriptions, for a spec that changes
   * data: no other spec sees it, so specs need not pick disjoint dates or run in a set order.
   */
  freshCustomer: MakeFreshCustomer;
  /** A fresh customer with one subscription of the kind: its login and the number. */
  freshSubscription: (kind: FreshSubscriptionKind) => Promise<{ username: string; number: string }>;
  /** freshSubscription, then logged in as its customer. */
  loginAsFresh: (kind: FreshSubscriptionKind) => Promise<{ username: string; number: string }>;
}

export const test = base.extend<Fixtures>({
  // Every page of the suite is watched for focus lost after a server answer (focus-watch.ts).
  context: async ({ context }, use) => {
    const lost = await watchFocus(context);
    await use(context);
    await settleFocusChecks(context);
    expect(lost, 'focus dropped to <body> after these answers').toEqual([]);
  },
  loginAs: async ({ page, baseURL }, use) => {
    await use(async (username, intent = 'b2c') => {
      const res = await page.request.post('/api/v1/auth/login', {
        data: { username, password: DEMO_PASSWORD, intent },
        headers: { origin: baseURL ?? '' },
      });
      expect(res.status()).toBe(200);
    });
  },
  freshCustomer: async ({ request, baseURL }, use) => {
    await use(async (subscriptions, options = {}) => {
      const res = await request.post('/api/v1/dev/customers', {
        data: { subscriptions, ...options },
        headers: { origin: baseURL ?? '' },
      });
      expect(res.status(), await res.text()).toBe(201);
      return (await res.json()) as FreshCustomer;
    });
  },
  freshSubscription: async ({ freshCustomer }, use) => {
    await use(async (kind) => {
      const { username, subscriptionNumbers } = await freshCustomer([kind]);
      const [number] = subscriptionNumbers;
      if (!number) throw new Error('The factory made no subscription');
      return { username, number };
    });
  },
  loginAsFresh: async ({ freshSubscription, loginAs }, use) => {
    await use(async (kind) => {
      const made = await freshSubscription(kind);
      await loginAs(made.username);
      return made;
    });
  },
});

export { expect };
