import type {
  AnonymousPreview,
  CancellationResult,
} from '~/domain/cancellation/cancellation-views';

// The anonymous flow's state between its pages, in session storage with lastUpdated (spec §3):
// numbers never travel in the address, and state older than 5 minutes is discarded (spec §4).

const KEY = 'anonymous-cancellation';
const WIZARD_MAX_AGE_MS = 5 * 60_000;

export interface AnonymousWizard {
  customerNumber: string;
  subscriptionNumber: string;
  /** The e-mailed link's pass past a locked address, when the flow started from it. */
  pass?: string | undefined;
  preview: AnonymousPreview;
  result?: CancellationResult;
  lastUpdated: number;
}

export function saveWizard(state: Omit<AnonymousWizard, 'lastUpdated'>): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify({ ...state, lastUpdated: Date.now() }));
  } catch {
    // Storage may be disabled; the flow then restarts from the form.
  }
}

export function readWizard(now = Date.now()): AnonymousWizard | null {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    if (!raw) return null;
    const state = JSON.parse(raw) as AnonymousWizard;
    if (typeof state.lastUpdated !== 'number' || now - state.lastUpdated > WIZARD_MAX_AGE_MS) {
      window.sessionStorage.removeItem(KEY);
      return null;
    }
    return state;
  } catch {
    return null;
  }
}

/** After the goodbye only the result stays, without the customer number. */
export function keepOnlyResult(result: CancellationResult): void {
  try {
    window.sessionStorage.setItem(`${KEY}-result`, JSON.stringify(result));
    window.sessionStorage.removeItem(KEY);
  } catch {
    // ignore: the goodbye page then says the state has expired
  }
}

export function readResult(): CancellationResult | null {
  try {
    const raw = window.sessionStorage.getItem(`${KEY}-result`);
    return raw ? (JSON.parse(raw) as CancellationResult) : null;
  } catch {
    return null;
  }
}
