// The header's login/logout entry on pages that are the same for everyone (content pages, the
// 404 page): the session cookie is HttpOnly, so the server also sets a marker cookie without
// the session in it (src/server/auth/cookies.ts), and this inline script, run while the header is
// parsed (before the first paint, so nothing moves), turns "Kirjaudu sisään" into "Kirjaudu ulos".
// Kept as a string so astro.config.mjs can put its hash into the Content-Security-Policy.
import { createHash } from 'node:crypto';

/** Must match LOGGED_IN_COOKIE in src/domain/auth/logged-in-marker.ts. */
const LOGGED_IN_COOKIE = 'portaali_kirjautunut';

export const SESSION_LINK_SCRIPT = `(function(){if(!/(?:^|; )${LOGGED_IN_COOKIE}=1(?:;|$)/.test(document.cookie))return;var a=document.querySelector('a[data-session-link]');if(a){a.href='/auth/logout';a.textContent='Kirjaudu ulos'}})();`;

/** @returns {`sha256-${string}`} */
export const sessionLinkHash = () =>
  `sha256-${createHash('sha256').update(SESSION_LINK_SCRIPT).digest('base64')}`;
