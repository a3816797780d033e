import type { FetcherValue } from '@nanostores/query';
import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { useEffect, useMemo } from 'react';
import type { ApiPath } from './api-client';
import { LoggedOutError } from './api-errors';
import { goToLogin } from './go-to-login';
import { createFetcherStore } from './query';

/** What a screen shows for one GET: loading, the failure, or the answer. */
export type ApiQueryState<T> =
  { state: 'loading' } | { state: 'error'; error: unknown } | { state: 'ready'; data: T };

/** A fetcher store's value as the screen shows it (pure, for the tests). */
export function queryStateOf<T>(value: FetcherValue<T> | undefined): ApiQueryState<T> {
  // A reload after a change keeps the answer on the screen until the new one arrives.
  if (value?.data !== undefined) return { state: 'ready', data: value.data };
  if (value?.error !== undefined && !value.loading) return { state: 'error', error: value.error };
  return { state: 'loading' };
}

const NOTHING_YET = atom<FetcherValue<never>>({ loading: true });

/**
 * GET /api/v1/<path> through the islands' one cache (@nanostores/query, see query.ts): every
 * island that loads data uses it. `path` null: not known yet (the address is read after
 * hydration), nothing is fetched. A logged-out visitor is sent to log in and back. A change made
 * elsewhere reloads it with `invalidateKeys` (or the `reload` returned here).
 */
export function useApiQuery<T>(
  path: ApiPath<'get'> | null,
): ApiQueryState<T> & { reload: () => void } {
  const store = useMemo(() => (path === null ? null : createFetcherStore<T>([path])), [path]);
  const value = useStore(store ?? NOTHING_YET) as FetcherValue<T>;
  const state = queryStateOf(value);
  const error = state.state === 'error' ? state.error : undefined;
  useEffect(() => {
    if (error instanceof LoggedOutError) goToLogin();
  }, [error]);
  const reload = useMemo(() => () => void store?.revalidate(), [store]);
  return { ...state, reload };
}
