import { nanoquery } from '@nanostores/query';
import { type ApiPath, apiRequest } from './api-client';

/** §9: data counts as fresh for an hour; no request is made for it meanwhile. */
export const CACHE_FRESH_MS = 60 * 60 * 1000;
/** §9: and is kept for an hour. */
export const CACHE_LIFETIME_MS = 60 * 60 * 1000;

/** The loads under way, by key: nanoquery ignores a revalidation of a key while it loads it. */
const loadsUnderWay = new Map<string, Promise<unknown>>();

function load(key: string): Promise<unknown> {
  // withErrorBody: a screen may show the server's own message for its error keys.
  const answer = apiRequest<unknown>(key, { withErrorBody: true });
  loadsUnderWay.set(key, answer);
  const done = () => {
    if (loadsUnderWay.get(key) === answer) loadsUnderWay.delete(key);
  };
  answer.then(done, done);
  return answer;
}

// Created once so that every island shares one cache. Keys are path parts joined without a
// separator (nanoquery's own rule), e.g. ['subscriptions/', $id] fetches /api/v1/subscriptions/<id>.
export const [
  createFetcherStore,
  createMutatorStore,
  { invalidateKeys, mutateCache, revalidateKeys },
] = nanoquery({
  fetcher: (...keyParts) => load(keyParts.join('')),
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
  const named = (key: string) =>
    matchers.some((m) => (typeof m === 'string' ? key.startsWith(m) : m(key)));
  // A load that began before the change may answer with what was there before it, and nanoquery
  // drops a revalidation while a key loads: such a key is loaded once more after its answer (the
  // library stores that answer first, in its own reaction to the same promise). Taken before the
  // revalidation, which starts loads of its own.
  const begunBefore = [...loadsUnderWay].filter(([key]) => named(key));
  revalidateKeys(named);
  for (const [key, answer] of begunBefore) {
    const again = () => revalidateKeys(key);
    answer.then(again, again);
  }
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
