import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';

export const SESSION_COOKIE = 'portaali_session';

export const readSessionToken = (c: Context): string | undefined => getCookie(c, SESSION_COOKIE);

/** HttpOnly and SameSite=Lax always; Secure in production; persistent only with remember-me. */
export function writeSessionCookie(
  c: Context,
  token: string,
  opts: { secure: boolean; maxAgeSeconds?: number | undefined },
): void {
  setCookie(c, SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    secure: opts.secure,
    ...(opts.maxAgeSeconds ? { maxAge: opts.maxAgeSeconds } : {}),
  });
}

export const clearSessionCookie = (c: Context, secure: boolean): void => {
  deleteCookie(c, SESSION_COOKIE, { path: '/', secure });
};
