// Spec §2: shopping links are hidden when a session flag is set, or the URL has
// hideOrderBanner=true or origin=app (the publisher's app opens pages in a web view).
// This file has no imports so that src/server/edge/serve.ts can load it with Node's type stripping.

/** The session cookie that remembers the flag for the rest of the visit. */
export const HIDE_ORDERS_COOKIE = 'piilota_tilauslinkit';

export function asksToHideOrderLinks(search: URLSearchParams): boolean {
  return search.get('hideOrderBanner') === 'true' || search.get('origin') === 'app';
}

export function shouldHideOrderLinks(
  search: URLSearchParams,
  cookieHeader: string | undefined,
): boolean {
  if (asksToHideOrderLinks(search)) return true;
  return (cookieHeader ?? '').split(';').some((c) => c.trim() === `${HIDE_ORDERS_COOKIE}=1`);
}
