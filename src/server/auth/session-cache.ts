import type { AppDeps, AuthContext, SessionEvent } from '../app-context';

/**
 * A few seconds of memory of verified sessions, so a logged-in page's burst of API calls does not
 * look the session up again each time. Logging out in this process forgets the entry at once; in
 * another process it is forgotten as soon as that process hears of it (PostgreSQL NOTIFY,
 * session-events.ts); should the notice be lost, within CACHE_SECONDS. See docs/decisions/0001-sessions-and-passwords.md.
 */
const CACHE_SECONDS = 5;
const MAX_ENTRIES = 10_000;

interface Entry {
  auth: AuthContext;
  sessionExpiresAt: number;
  cachedUntil: number;
}

const caches = new WeakMap<AppDeps, Map<string, Entry>>();

function cacheOf(deps: AppDeps): Map<string, Entry> {
  let cache = caches.get(deps);
  if (!cache) caches.set(deps, (cache = new Map<string, Entry>()));
  return cache;
}

export function cachedSession(deps: AppDeps, sessionId: string, now: Date): Entry | undefined {
  const entry = cacheOf(deps).get(sessionId);
  if (!entry) return undefined;
  if (entry.cachedUntil <= now.getTime() || entry.sessionExpiresAt <= now.getTime()) {
    cacheOf(deps).delete(sessionId);
    return undefined;
  }
  return entry;
}

export function rememberSession(
  deps: AppDeps,
  auth: AuthContext,
  sessionExpiresAt: Date,
  now: Date,
): void {
  const cache = cacheOf(deps);
  // Map keeps insertion order: drop the oldest entry when full.
  if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value ?? '');
  cache.set(auth.sessionId, {
    auth,
    sessionExpiresAt: sessionExpiresAt.getTime(),
    cachedUntil: now.getTime() + CACHE_SECONDS * 1000,
  });
}

/** Forgets a cached session here and, on PostgreSQL, in every other process (session-events). */
export function forgetSession(deps: AppDeps, sessionId: string): void {
  forgetHere(deps, { session: sessionId });
  deps.sessionEvents?.publish({ session: sessionId });
}

/** Forgets every cached session of the account (after "log out everywhere"), everywhere. */
export function forgetAccountSessions(deps: AppDeps, accountId: string): void {
  forgetHere(deps, { account: accountId });
  deps.sessionEvents?.publish({ account: accountId });
}

/** Forgets what an event names in this process only: for events from another process. */
export function forgetHere(deps: AppDeps, event: SessionEvent): void {
  const cache = cacheOf(deps);
  if ('session' in event) {
    cache.delete(event.session);
    return;
  }
  for (const [sessionId, entry] of cache) {
    if (entry.auth.accountId === event.account) cache.delete(sessionId);
  }
}

/** Forgets every cached session of this process: when it may have missed other processes' ends. */
export function forgetAllHere(deps: AppDeps): void {
  cacheOf(deps).clear();
}
