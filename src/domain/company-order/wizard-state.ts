import type { CompanyOrderDetailsInput } from './order-input';
import type { WizardStep } from './order-texts';
import type { CompanyOrderAnswer } from './order-approval';

// Spec §3, §4, §9: the wizard's state is kept in session storage with lastUpdated across the
// login redirect; state older than 5 minutes is discarded. Pure rules; the island does the I/O.

export const WIZARD_STATE_MAX_AGE_MS = 5 * 60 * 1000;

export interface WizardState {
  slug: string;
  details: CompanyOrderDetailsInput | null;
  /** Made once per order (crypto.randomUUID), sent with it: a retry is the same order. */
  idempotencyKey: string;
  /** The placed order (or the one waiting for the company's admin), for the thank-you page. */
  result: CompanyOrderAnswer | null;
  /** Epoch milliseconds of the last change. */
  lastUpdated: number;
}

/** The address of a step: the first step is the slug's own address. */
export function wizardPath(slug: string, step: WizardStep): string {
  const base = `/tilaa/yritykselle/${encodeURIComponent(slug)}`;
  return step === 'tietosi' ? base : `${base}/${step}`;
}

/** The session-storage key of a slug's wizard. */
export const wizardStorageKey = (slug: string): string => `yritystilaus:${slug}`;

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The stored state when it is this slug's, well formed and at most 5 minutes old (a clock that
 * went backwards counts as fresh only up to the same 5 minutes); otherwise null (start over).
 */
export function readWizardState(raw: string | null, slug: string, now: number): WizardState | null {
  if (raw === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isRecord(value)) return null;
  const { lastUpdated, idempotencyKey } = value;
  if (value.slug !== slug || typeof lastUpdated !== 'number' || typeof idempotencyKey !== 'string')
    return null;
  if (Math.abs(now - lastUpdated) > WIZARD_STATE_MAX_AGE_MS) return null;
  return {
    slug,
    idempotencyKey,
    lastUpdated,
    details: isRecord(value.details)
      ? (value.details as unknown as CompanyOrderDetailsInput)
      : null,
    result: isRecord(value.result) ? (value.result as unknown as CompanyOrderAnswer) : null,
  };
}

/** The state to store after a change: lastUpdated is now. */
export function touchWizardState(state: Omit<WizardState, 'lastUpdated'>, now: number): string {
  return JSON.stringify({ ...state, lastUpdated: now });
}

/**
 * The steps really done (issue 30 item 12): the details once they are kept, the confirmation
 * once the order is placed. Opening a later step's address does not make the earlier ones done.
 */
export function stepsDone(state: Pick<WizardState, 'details' | 'result'>): WizardStep[] {
  const done: WizardStep[] = [];
  if (state.details !== null || state.result !== null) done.push('tietosi');
  if (state.result !== null) done.push('vahvista');
  return done;
}
