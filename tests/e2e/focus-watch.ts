import type { BrowserContext } from '@playwright/test';

// Issue 30 item 1, checked over the whole suite: after any change a page sends to the API (a
// non-GET request to /api/v1/) because of something the customer did, focus must not end up on
// <body> (or on an element the answer removed) unless the page is leaving. Installed in every
// test's browser context by the `context` fixture (fixtures.ts); the test fails at its end with
// the requests after which focus was lost, so every dialog and island form the suite drives is
// covered, not only those of answer-focus.spec.ts.

/** How long an island may take to render the answer and place focus. */
const SETTLE_MS = 2000;

declare global {
  interface Window {
    __portalFocusLost?: (what: string) => Promise<void>;
    __portalFocusChecks?: number;
  }
}

function watchFocusAfterAnswers(settleMs: number): void {
  if (window.top !== window) return;
  let leaving = false;
  addEventListener('beforeunload', () => {
    leaving = true;
  });
  addEventListener('pagehide', () => {
    leaving = true;
  });
  // Whether the customer has done anything on this page yet (a request before that is not an
  // answer to her).
  let touched = false;
  document.addEventListener('focusin', () => {
    touched = true;
  });
  window.__portalFocusChecks = 0;
  // Requests started so far: a check is moot once the customer has sent another request (its
  // button, disabled while it runs, holds no focus), whose own check then applies.
  let started = 0;
  const original = window.fetch.bind(window);
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const method = (
      init?.method ?? (input instanceof Request ? input.method : 'GET')
    ).toUpperCase();
    const url = new URL(
      input instanceof Request ? input.url : input instanceof URL ? input.href : input,
      location.href,
    );
    const watched = touched && method !== 'GET' && url.pathname.startsWith('/api/v1/');
    if (watched) started += 1;
    const response = await original(input, init);
    if (watched) {
      const startedBefore = started;
      window.__portalFocusChecks = (window.__portalFocusChecks ?? 0) + 1;
      setTimeout(() => {
        window.__portalFocusChecks = (window.__portalFocusChecks ?? 1) - 1;
        if (leaving || started > startedBefore) return;
        const active = document.activeElement;
        if (!active || active === document.body || !active.isConnected) {
          void window.__portalFocusLost?.(
            `${method} ${url.pathname} (${response.status}) on ${location.pathname}${location.search}`,
          );
        }
      }, settleMs);
    }
    return response;
  };
}

/** Starts watching every page of `context`; answers the requests after which focus was lost. */
export async function watchFocus(context: BrowserContext): Promise<string[]> {
  const lost: string[] = [];
  await context.exposeFunction('__portalFocusLost', (what: string) => {
    lost.push(what);
  });
  await context.addInitScript(watchFocusAfterAnswers, SETTLE_MS);
  return lost;
}

/** Waits until the checks of the answers already in have run (a page that left has none). */
export async function settleFocusChecks(context: BrowserContext): Promise<void> {
  for (const page of context.pages()) {
    if (page.isClosed()) continue;
    await page
      .waitForFunction(() => (window.__portalFocusChecks ?? 0) === 0, undefined, {
        timeout: SETTLE_MS * 3,
      })
      .catch(() => undefined);
  }
}
