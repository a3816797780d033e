import type { IdentificationOutcome } from './outcome';

// What the browser keeps in session storage while it visits the identification provider, so the
// original action can be resumed on return (spec §4/§9: state older than 5 minutes is discarded).
// Pure: the caller passes the storage and the clock, so islands, pages and tests share it.

export const RESUME_STORAGE_KEY = 'portaali:vahva-tunnistautuminen';
/** Spec §9: wizard state expiry. */
export const RESUME_MAX_AGE_MS = 5 * 60 * 1000;

export interface ResumeState {
  /** The page (path and query) the action was started on. */
  returnTo: string;
  /** Which action to resume and its input, as the island that saved it understands them. */
  action?: { name: string; input: unknown };
  /** Set by the return page: how the identification ended. */
  outcome?: IdentificationOutcome;
  /** Epoch ms of the last write (spec §3 "lastUpdated"). */
  lastUpdated: number;
}

export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export function saveResumeState(
  storage: KeyValueStorage,
  state: Omit<ResumeState, 'lastUpdated'>,
  now: number,
): void {
  storage.setItem(RESUME_STORAGE_KEY, JSON.stringify({ ...state, lastUpdated: now }));
}

/** The stored state, or null when there is none, it is unreadable or older than 5 minutes. */
export function readResumeState(storage: KeyValueStorage, now: number): ResumeState | null {
  const raw = storage.getItem(RESUME_STORAGE_KEY);
  if (raw === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    value = null;
  }
  if (!isResumeState(value) || now - value.lastUpdated > RESUME_MAX_AGE_MS) {
    storage.removeItem(RESUME_STORAGE_KEY);
    return null;
  }
  return value;
}

/** Records the outcome on a fresh state (keeping its action); false when there is none. */
export function markResumeOutcome(
  storage: KeyValueStorage,
  outcome: IdentificationOutcome,
  now: number,
): ResumeState | null {
  const state = readResumeState(storage, now);
  if (!state) return null;
  const next = { ...state, outcome };
  saveResumeState(storage, next, now);
  return { ...next, lastUpdated: now };
}

/**
 * The state of the action `name` on the page `returnTo`, taken out of storage (read once): an
 * island calls this on mount and resumes or shows the outcome's message.
 */
export function takeResumeState(
  storage: KeyValueStorage,
  name: string,
  returnTo: string,
  now: number,
): ResumeState | null {
  const state = readResumeState(storage, now);
  if (!state || state.action?.name !== name || state.returnTo !== returnTo) return null;
  storage.removeItem(RESUME_STORAGE_KEY);
  return state;
}

function isResumeState(value: unknown): value is ResumeState {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  const outcomeOk =
    v['outcome'] === undefined ||
    v['outcome'] === 'identified' ||
    v['outcome'] === 'cancelled' ||
    v['outcome'] === 'failed';
  const action = v['action'] as Record<string, unknown> | undefined;
  const actionOk =
    action === undefined || (typeof action === 'object' && typeof action['name'] === 'string');
  return (
    typeof v['returnTo'] === 'string' &&
    typeof v['lastUpdated'] === 'number' &&
    outcomeOk &&
    actionOk
  );
}
