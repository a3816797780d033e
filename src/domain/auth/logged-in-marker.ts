/**
 * The cookie that says a browser is logged in, without the session in it (the session cookie
 * is HttpOnly): the server sets and clears it, pages read it to offer "Kirjaudu ulos", and the
 * islands clear it when the API says the session is gone. src/components/session-link.mjs
 * (plain JavaScript for astro.config.mjs) spells the same name.
 */
export const LOGGED_IN_COOKIE = 'portaali_kirjautunut';

/** Whether a `document.cookie` string carries the marker. */
export const hasLoggedInMarker = (cookie: string): boolean =>
  cookie.split('; ').includes(`${LOGGED_IN_COOKIE}=1`);
