import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';

export const SESSION_COOKIE = 'portaali_session';
/**
 * A marker without the session in it, readable by the page's script, so that pages that are
 * the same for everyone can show "Kirjaudu ulos" (src/components/session-link.mjs, same name).
 */
const LOGGED_IN_COOKIE = 'portaali_kirjautunut';

export const readSessionToken = (c: Context): string | undefined => getCookie(c, SESSION_COOKIE);

/** HttpOnly and SameSite=Lax always; Secure in production; persistent only with remember-me. */
export function writeSessionCookie(
  c: Context,
  token: string,
  opts: { secure: boolean; maxAgeSeconds?: number | undefined },
): void {
  const lifetime = opts.maxAgeSeconds ? { maxAge: opts.maxAgeSeconds } : {};
  setCookie(c, SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    secure: opts.secure,
    ...lifetime,
  });
  setCookie(c, LOGGED_IN_COOKIE, '1', {
    path: '/',
    sameSite: 'Lax',
    secure: opts.secure,
    ...lifetime,
  });
}

export const clearSessionCookie = (c: Context, secure: boolean): void => {
  deleteCookie(c, SESSION_COOKIE, { path: '/', secure });
  deleteCookie(c, LOGGED_IN_COOKIE, { path: '/', secure });
};
