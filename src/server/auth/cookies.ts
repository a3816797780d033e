import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { LOGGED_IN_COOKIE } from '~/domain/auth/logged-in-marker';
import type { AppEnv } from '../app-context';

const SESSION_COOKIE = 'portaali_session';

/**
 * ASVS V3.4.4: in production the session cookie is `__Host-portaali_session`. A browser keeps
 * such a cookie only when it is Secure, has Path=/ and no Domain, so no subdomain can set or
 * shadow it (cookie tossing). Development over plain http keeps the bare name.
 */
export const sessionCookieName = (secure: boolean): string =>
  secure ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE;

/** Tells the cookie functions whether this API runs in production (createApi). */
export const secureCookies =
  (secure: boolean): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    c.set('secureCookies', secure);
    await next();
  };

/** The session token the browser sent; in production only under the __Host- name. */
export const readSessionToken = (c: Context<AppEnv>): string | undefined =>
  getCookie(c, sessionCookieName(c.get('secureCookies') === true));

/** HttpOnly and SameSite=Lax always; Secure in production; persistent only with remember-me. */
export function writeSessionCookie(
  c: Context,
  token: string,
  opts: { secure: boolean; maxAgeSeconds?: number | undefined },
): void {
  const lifetime = opts.maxAgeSeconds ? { maxAge: opts.maxAgeSeconds } : {};
  setCookie(c, sessionCookieName(opts.secure), token, {
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
  deleteCookie(c, sessionCookieName(secure), { path: '/', secure });
  deleteCookie(c, LOGGED_IN_COOKIE, { path: '/', secure });
};
