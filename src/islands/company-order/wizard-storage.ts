import {
  type WizardState,
  readWizardState,
  touchWizardState,
  wizardStorageKey,
} from '~/domain/company-order/wizard-state';

// The wizard's state in session storage (spec §4: kept across the login redirect, discarded
// after 5 minutes; the rules are in the domain). Storage may be missing or full (private modes):
// then the wizard still works on one page, it only forgets on reload.

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** The slug's state, or a new one (new idempotency key) when none is fresh. */
export function loadWizardState(slug: string): WizardState {
  const raw = storage()?.getItem(wizardStorageKey(slug)) ?? null;
  const kept = readWizardState(raw, slug, Date.now());
  if (kept) return kept;
  storage()?.removeItem(wizardStorageKey(slug));
  return {
    slug,
    details: null,
    idempotencyKey: crypto.randomUUID(),
    result: null,
    lastUpdated: Date.now(),
  };
}

/** Stores the state with lastUpdated now (call it also right before leaving for login). */
export function saveWizardState(state: WizardState): WizardState {
  const now = Date.now();
  try {
    storage()?.setItem(wizardStorageKey(state.slug), touchWizardState(state, now));
  } catch {
    // full or unavailable: the wizard goes on without it
  }
  return { ...state, lastUpdated: now };
}
