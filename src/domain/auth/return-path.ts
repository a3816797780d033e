/**
 * Where to send the visitor after login. Only paths of this site are accepted, so a crafted
 * link cannot bounce a freshly logged-in customer to another site (open redirect).
 */
export function safeReturnPath(value: string | null | undefined, fallback = '/tilaukset'): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\'))
    return fallback;
  if (/[\u0000-\u001f]/.test(value)) return fallback;
  // Returning to the login or logout page would loop.
  if (value === '/auth' || value.startsWith('/auth/')) return fallback;
  return value;
}

/** The login page's query value that says the session ended mid-task (issue 30 item 10). */
export const SESSION_ENDED_PARAM = ['istunto', 'paattynyt'] as const;

/**
 * The login page's address that brings the visitor back to `returnPath` afterwards; with
 * `sessionEnded` the page says why the customer is there and that her typing is kept.
 */
export function loginUrl(
  returnPath: string,
  intent: 'b2c' | 'b2b' = 'b2c',
  opts: { sessionEnded?: boolean } = {},
): string {
  const query = new URLSearchParams({ palaa: returnPath });
  if (intent === 'b2b') query.set('intent', 'b2b');
  if (opts.sessionEnded === true) query.set(...SESSION_ENDED_PARAM);
  return `/auth/login?${query.toString()}`;
}

/** The registration page's address; after the e-mail is confirmed the visitor returns to `returnPath`. */
export function registerUrl(returnPath: string): string {
  return `/auth/rekisteroidy?${new URLSearchParams({ palaa: returnPath }).toString()}`;
}
