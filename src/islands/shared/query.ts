import { nanoquery } from '@nanostores/query';
import { type ApiPath, apiRequest } from './api-client';

/** §9: data counts as fresh for an hour; no request is made for it meanwhile. */
export const CACHE_FRESH_MS = 60 * 60 * 1000;
/** §9: and is kept for an hour. */
export const CACHE_LIFETIME_MS = 60 * 60 * 1000;

// Created once so that every island shares one cache. Keys are path parts joined without a
// separator (nanoquery's own rule), e.g. ['subscriptions/', $id] fetches /api/v1/subscriptions/<id>.
export const [
  createFetcherStore,
  createMutatorStore,
  { invalidateKeys, mutateCache, revalidateKeys },
] = nanoquery({
  // withErrorBody: a screen may show the server's own message for its error keys.
  fetcher: (...keyParts) => apiRequest<unknown>(keyParts.join(''), { withErrorBody: true }),
  dedupeTime: CACHE_FRESH_MS,
  cacheLifetime: CACHE_LIFETIME_MS,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateInterval: 0,
  // The library retries failures with back-off by default; the spec wants none.
  onErrorRetry: false,
});

/**
 * A change saved on this page: every island showing data under these API path prefixes (or
 * matched by these predicates, api-paths.ts) loads it again and keeps showing the old answer
 * meanwhile. The one way islands tell each other about a change (they never import each other,
 * DESIGN.md).
 */
export function refreshKeys(...matchers: (string | ((key: string) => boolean))[]): void {
  revalidateKeys((key) =>
    matchers.some((m) => (typeof m === 'string' ? key.startsWith(m) : m(key))),
  );
}

/**
 * Loads `key` again now and puts the answer in the cache, so every island showing it updates;
 * resolves once it is there (for a screen that announces a change only after the list shows it).
 */
export async function reloadKey<T>(key: ApiPath<'get'>): Promise<T> {
  const data = await apiRequest<T>(key);
  mutateCache(key, data);
  return data;
}
