import type { AppDeps, AuthContext } from '../app-context';

/**
 * A few seconds of memory of verified sessions, so a logged-in page's burst of API calls does not
 * look the session up again each time. Logging out in this process forgets the entry at once; in
 * another process it can take up to CACHE_SECONDS (the spec accepts up to 15 minutes for a
 * logout after a password change, §4). See docs/decisions/0001-sessions-and-passwords.md.
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

export function forgetSession(deps: AppDeps, sessionId: string): void {
  cacheOf(deps).delete(sessionId);
}

/** Forgets every cached session of the account (after "log out everywhere"). */
export function forgetAccountSessions(deps: AppDeps, accountId: string): void {
  const cache = cacheOf(deps);
  for (const [sessionId, entry] of cache) {
    if (entry.auth.accountId === accountId) cache.delete(sessionId);
  }
}
