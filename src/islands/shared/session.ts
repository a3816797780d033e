import { atom } from 'nanostores';
import { LOGGED_IN_COOKIE } from '~/domain/auth/logged-in-marker';
import { loginUrl } from '~/domain/auth/return-path';
import { sendRequest } from './api-transport';
import { currentAddress } from './current-address';

/** §9: refresh the session before a call when fewer seconds than this remain. */
export const SESSION_REFRESH_THRESHOLD_SECONDS = 60;

export interface SessionState {
  status: 'unknown' | 'loggedIn' | 'loggedOut';
  accountId: string | null;
  loginHint: string | null;
  /** Epoch ms at which the server ends the session, from our clock. */
  expiresAt: number | null;
  /** b2b: a company (admin) session (decision 0039); b2c: a private one; null logged out. */
  intent: 'b2c' | 'b2b' | null;
}

interface SessionInfo {
  portalAccountID: string | null;
  loginHint: string | null;
  issuer: string;
  /** Seconds left; -1 when logged out. */
  sessionDuration: number;
  intent?: string | null;
}

export const $session = atom<SessionState>({
  status: 'unknown',
  accountId: null,
  loginHint: null,
  expiresAt: null,
  intent: null,
});

// One request per path at a time: several islands mount together and each asks for the session.
const inFlight = new Map<string, Promise<SessionState>>();

/**
 * Verifies the session and stores it. `now` is the clock (injectable for tests); it is read before
 * the request, so expiresAt errs on the early side by the request's duration.
 */
export function loadSession(now = Date.now()): Promise<SessionState> {
  return fetchSession('auth/verifySession', now);
}

/** Makes sure an authenticated call can go out; false (and loggedOut stored) when it cannot. */
export async function ensureFreshSession(now = Date.now()): Promise<boolean> {
  let state = $session.get();
  if (state.status === 'loggedOut') return false;
  if (state.status === 'unknown' || state.expiresAt === null) state = await loadSession(now);
  if (state.status !== 'loggedIn' || state.expiresAt === null) return false;
  if (state.expiresAt - now < SESSION_REFRESH_THRESHOLD_SECONDS * 1000) {
    state = await fetchSession('auth/refresh', now);
  }
  return state.status === 'loggedIn';
}

/**
 * The header of this page stops offering logout (issue 30 item 10): its link becomes the login
 * with a return here, and the logged-in marker cookie goes, so other pages agree.
 */
function showLoggedOutInHeader(): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${LOGGED_IN_COOKIE}=; Max-Age=0; Path=/`;
  const link = document.querySelector<HTMLAnchorElement>('a[data-logout-link]');
  if (!link) return;
  link.href = loginUrl(currentAddress());
  link.textContent = 'Kirjaudu sisään';
}

/** Kept loginHint: the login form uses it to prefill the e-mail address. */
export function markLoggedOut(): void {
  showLoggedOutInHeader();
  $session.set({
    ...$session.get(),
    status: 'loggedOut',
    accountId: null,
    expiresAt: null,
    intent: null,
  });
}

function fetchSession(path: string, now: number): Promise<SessionState> {
  const running = inFlight.get(path);
  if (running) return running;
  const request = sendRequest<unknown>(path)
    .then((answer) => storeSession(path, answer, now))
    .finally(() => inFlight.delete(path));
  inFlight.set(path, request);
  return request;
}

function storeSession(path: string, answer: unknown, now: number): SessionState {
  if (!isSessionInfo(answer)) throw new Error(`Unexpected answer from ${path}`);
  const state: SessionState =
    answer.sessionDuration < 0
      ? {
          status: 'loggedOut',
          accountId: null,
          loginHint: answer.loginHint,
          expiresAt: null,
          intent: null,
        }
      : {
          status: 'loggedIn',
          accountId: answer.portalAccountID,
          loginHint: answer.loginHint,
          expiresAt: now + answer.sessionDuration * 1000,
          intent: answer.intent === 'b2b' ? 'b2b' : 'b2c',
        };
  $session.set(state);
  return state;
}

// A hand-written guard instead of zod: zod would cost most of the islands' JavaScript budget.
function isSessionInfo(value: unknown): value is SessionInfo {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  const nullableString = (x: unknown) => x === null || typeof x === 'string';
  return (
    nullableString(v['portalAccountID']) &&
    nullableString(v['loginHint']) &&
    typeof v['issuer'] === 'string' &&
    typeof v['sessionDuration'] === 'number'
  );
}
