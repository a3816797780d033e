import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '~/islands/shared/api-client';
import { jsonResponse, setSession, stubFetch } from './fake-browser';

// nanoquery listens for focus and reconnect only where `window` exists when it is created, so the
// fake browser events must be in place before the module loads.
const browserListeners = new Map<string, () => void>();
vi.stubGlobal('window', {});
vi.stubGlobal('document', { hidden: false });
vi.stubGlobal('addEventListener', (name: string, listener: () => void) =>
  browserListeners.set(name, listener),
);
const {
  CACHE_FRESH_MS,
  CACHE_LIFETIME_MS,
  createFetcherStore,
  createMutatorStore,
  invalidateKeys,
  mutateCache,
  refreshKeys,
} = await import('~/islands/shared/query');
const { underEverySubscription } = await import('~/islands/shared/api-paths');

const MINUTE = 60_000;
let unsubscribes: (() => void)[] = [];

function watch<T>(store: { subscribe: (cb: (value: T) => void) => () => void }) {
  unsubscribes.push(store.subscribe(() => {}));
}

beforeEach(() => {
  vi.useFakeTimers();
  setSession('loggedIn', Date.now() + 24 * 60 * MINUTE);
});

afterEach(() => {
  unsubscribes.forEach((unsubscribe) => unsubscribe());
  unsubscribes = [];
  vi.useRealTimers();
});

describe('query defaults (§9)', () => {
  it('keeps data fresh and cached for one hour', () => {
    expect(CACHE_FRESH_MS).toBe(60 * MINUTE);
    expect(CACHE_LIFETIME_MS).toBe(60 * MINUTE);
  });

  it('fetches GET /api/v1/<joined key> and stores the answer', async () => {
    const { calls } = stubFetch({
      'GET /api/v1/subscriptions/42': () => jsonResponse(200, { id: '42' }),
    });
    const $subscription = createFetcherStore<{ id: string }>(['subscriptions/', '42']);
    watch($subscription);
    await vi.waitFor(() => expect($subscription.get().data).toEqual({ id: '42' }));
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['GET /api/v1/subscriptions/42']);
  });

  it('serves another store from the cache within the hour and refetches after it', async () => {
    const { fetchMock } = stubFetch({ 'GET /api/v1/invoices': () => jsonResponse(200, ['i1']) });
    const first = createFetcherStore<string[]>('invoices');
    watch(first);
    await vi.waitFor(() => expect(first.get().data).toEqual(['i1']));

    vi.setSystemTime(Date.now() + 59 * MINUTE);
    const second = createFetcherStore<string[]>('invoices');
    watch(second);
    await vi.waitFor(() => expect(second.get().data).toEqual(['i1']));
    expect(fetchMock).toHaveBeenCalledTimes(1);

    vi.setSystemTime(Date.now() + 2 * MINUTE);
    const third = createFetcherStore<string[]>('invoices');
    watch(third);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
  });

  it('does not retry a failed request', async () => {
    const { fetchMock } = stubFetch({
      'GET /api/v1/cards': () => jsonResponse(500, { errorKey: 'x' }),
    });
    const $cards = createFetcherStore('cards');
    watch($cards);
    await vi.waitFor(() => expect($cards.get().error).toMatchObject({ status: 500 }));
    await vi.advanceTimersByTimeAsync(10 * MINUTE);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('does not refetch on window focus or reconnect, even for stale data', async () => {
    const { fetchMock } = stubFetch({ 'GET /api/v1/reading-rights': () => jsonResponse(200, []) });
    const $rights = createFetcherStore('reading-rights');
    watch($rights);
    await vi.waitFor(() => expect($rights.get().data).toEqual([]));
    vi.setSystemTime(Date.now() + 2 * 60 * MINUTE);
    browserListeners.get('visibilitychange')?.();
    browserListeners.get('online')?.();
    await vi.advanceTimersByTimeAsync(MINUTE);
    expect(browserListeners.has('visibilitychange')).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('does not revalidate on an interval', async () => {
    const { fetchMock } = stubFetch({ 'GET /api/v1/articles': () => jsonResponse(200, []) });
    const $articles = createFetcherStore('articles');
    watch($articles);
    await vi.waitFor(() => expect($articles.get().data).toEqual([]));
    await vi.advanceTimersByTimeAsync(3 * 60 * MINUTE);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('cache helpers', () => {
  it('mutateCache replaces cached data and invalidateKeys refetches', async () => {
    const { fetchMock } = stubFetch({
      'GET /api/v1/account': () => jsonResponse(200, { name: 'Matti' }),
    });
    const $account = createFetcherStore<{ name: string }>('account');
    watch($account);
    await vi.waitFor(() => expect($account.get().data).toEqual({ name: 'Matti' }));

    mutateCache('account', { name: 'Maija' });
    expect($account.get().data).toEqual({ name: 'Maija' });

    invalidateKeys('account');
    await vi.waitFor(() => expect($account.get().data).toEqual({ name: 'Matti' }));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('createMutatorStore runs the mutation and invalidates the keys it names', async () => {
    const { calls } = stubFetch({
      'GET /api/v1/customer/info': () => jsonResponse(200, { phone: '1' }),
      'PATCH /api/v1/customer/info': () => new Response(null, { status: 204 }),
    });
    const $info = createFetcherStore('customer/info');
    watch($info);
    await vi.waitFor(() => expect($info.get().data).toEqual({ phone: '1' }));
    const $save = createMutatorStore<{ phone: string }>(async ({ data, invalidate }) => {
      invalidate('customer/info');
      return api.patch('customer/info', data);
    });
    await $save.mutate({ phone: '2' });
    await vi.waitFor(() => expect(calls).toHaveLength(3));
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET /api/v1/customer/info',
      'PATCH /api/v1/customer/info',
      'GET /api/v1/customer/info',
    ]);
  });

  it('refreshKeys reloads the keys a prefix or a predicate names, and only those', async () => {
    const { calls } = stubFetch({
      'GET /api/v1/subscriptions/2000001': () => jsonResponse(200, { n: 1 }),
      'GET /api/v1/subscriptions/2000001/add-ons': () => jsonResponse(200, { offers: [] }),
      'GET /api/v1/payment-methods': () => jsonResponse(200, { subscriptions: [] }),
    });
    for (const key of [
      'subscriptions/2000001',
      'subscriptions/2000001/add-ons',
      'payment-methods',
    ]) {
      watch(createFetcherStore(key));
    }
    await vi.waitFor(() => expect(calls).toHaveLength(3));
    refreshKeys(underEverySubscription('add-ons'), 'payment-methods');
    await vi.waitFor(() => expect(calls).toHaveLength(5));
    expect(
      calls
        .slice(3)
        .map((c) => c.url)
        .sort(),
    ).toEqual(['/api/v1/payment-methods', '/api/v1/subscriptions/2000001/add-ons']);
  });

  it('refreshKeys during a load that began before the change loads the key once more after it', async () => {
    // The page's first load of the cards is under way when a change is saved: its answer may
    // predate the change, so the islands must not be left showing it.
    let answers = 0;
    let releaseFirst: () => void = () => {};
    const firstAnswerSent = new Promise<void>((resolve) => (releaseFirst = resolve));
    const { fetchMock } = stubFetch({
      'GET /api/v1/cards/first-load': async () => {
        answers += 1;
        const answer = answers;
        if (answer === 1) await firstAnswerSent;
        return jsonResponse(200, { answer });
      },
    });
    // A key of its own: the cache is shared by every test in this file.
    const $cards = createFetcherStore<{ answer: number }>('cards/first-load');
    watch($cards);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));

    refreshKeys('cards');
    releaseFirst();
    await vi.waitFor(() => expect($cards.get().data).toEqual({ answer: 2 }));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
