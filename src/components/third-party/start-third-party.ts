import { hasLoggedInMarker } from '~/domain/auth/logged-in-marker';
import {
  COOKIE_CONSENT_KEY,
  monitoringConsented,
  monitoringStarts,
} from '~/domain/third-party/monitoring-consent';

// The third-party scripts of spec §1 (tag manager, experimentation, real-user monitoring) and
// the analytics user data of §3 (loggedIn, account id, opt-in flag). Each is configured at build
// time and off by default (ThirdPartyScripts.astro, decision 0042); the browser's pieces come in
// as arguments so the rules are tested without a browser.

export interface ThirdPartySources {
  tagManager?: string | undefined;
  experiment?: string | undefined;
  monitoring?: string | undefined;
}

export interface BrowserPieces {
  /** document.cookie: the logged-in marker says whether to ask for the account. */
  cookie: string;
  storage: Pick<Storage, 'getItem'>;
  fetch: typeof fetch;
  addScript: (src: string) => void;
  dataLayer: Record<string, unknown>[];
  random: () => number;
}

async function accountId(browser: BrowserPieces): Promise<string | null> {
  try {
    const res = await browser.fetch('/api/v1/auth/verifySession', {
      headers: { accept: 'application/json' },
      credentials: 'same-origin',
    });
    const body = (await res.json()) as { portalAccountID?: string | null };
    return res.ok ? (body.portalAccountID ?? null) : null;
  } catch {
    return null;
  }
}

async function monitoringConfig(browser: BrowserPieces) {
  try {
    const res = await browser.fetch('/api/v1/config', { headers: { accept: 'application/json' } });
    if (!res.ok) return null;
    const body = (await res.json()) as {
      monitoring?: { sampleRate?: number; requireConsent?: boolean };
    };
    const m = body.monitoring;
    return typeof m?.sampleRate === 'number'
      ? { sampleRate: m.sampleRate, requireConsent: m.requireConsent !== false }
      : null;
  } catch {
    return null;
  }
}

/** Starts what is configured; a failed call starts nothing that needed it. */
export async function startThirdParty(
  sources: ThirdPartySources,
  browser: BrowserPieces,
): Promise<void> {
  const consented = monitoringConsented(browser.storage.getItem(COOKIE_CONSENT_KEY));
  if (sources.tagManager) {
    const loggedIn = hasLoggedInMarker(browser.cookie);
    browser.dataLayer.push({
      event: 'userData',
      loggedIn,
      // The account id is personal data: it goes to the tag manager only with the stored
      // consent, and without consent the session is not even asked for (issue 30 item 25).
      accountId: loggedIn && consented ? await accountId(browser) : null,
      optIn: consented,
    });
    browser.addScript(sources.tagManager);
  }
  if (sources.experiment) browser.addScript(sources.experiment);
  if (sources.monitoring) {
    const config = await monitoringConfig(browser);
    if (config && monitoringStarts({ ...config, consented, random: browser.random() })) {
      browser.addScript(sources.monitoring);
    }
  }
}
