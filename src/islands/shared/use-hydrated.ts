import { useEffect, useState } from 'react';

/**
 * false in the server-rendered HTML and until React has taken over the island. A form shown on
 * first paint keeps its submit button disabled until then: a press before hydration would
 * otherwise submit the form natively (a login as a GET with the password in the address).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
