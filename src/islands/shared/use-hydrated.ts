import { useSyncExternalStore } from 'react';

const noChanges = () => () => {};

/**
 * false in the server-rendered HTML and until React has taken over the island. A form shown on
 * first paint keeps its submit button disabled until then: a press before hydration would
 * otherwise submit the form natively (a login as a GET with the password in the address).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}

/**
 * The page address's query string (`?a=b`), or null in the server-rendered HTML and while
 * hydrating: self-service pages are prerendered, so their query is only known in the browser.
 */
export function useAddressSearch(): string | null {
  return useSyncExternalStore(
    noChanges,
    () => window.location.search,
    () => null,
  );
}
