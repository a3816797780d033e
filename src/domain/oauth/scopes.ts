/**
 * What an external assistant client may ask to read (issue 17 item 4, decision 0043). A scope
 * string is space-delimited and case-sensitive (RFC 6749 §3.3).
 */
export const OAUTH_SCOPES = ['subscriptions:read', 'invoices:read'] as const;

export type OAuthScope = (typeof OAUTH_SCOPES)[number];

/** The plain Finnish name the consent page and the account page show for each scope. */
export const SCOPE_NAMES: Record<OAuthScope, string> = {
  'subscriptions:read': 'Tilaustesi tiedot',
  'invoices:read': 'Laskujesi tiedot',
};

const isOAuthScope = (value: string): value is OAuthScope =>
  (OAUTH_SCOPES as readonly string[]).includes(value);

/**
 * The scopes a request asks for, each once and in the catalogue's order; null when it asks for
 * none, for an unknown one or for one the client is not allowed (invalid_scope).
 */
export function parseScope(
  value: string | undefined,
  allowed: readonly OAuthScope[],
): OAuthScope[] | null {
  const asked = (value ?? '').split(' ').filter((s) => s !== '');
  if (asked.length === 0) return null;
  if (!asked.every((s) => isOAuthScope(s) && allowed.includes(s))) return null;
  return OAUTH_SCOPES.filter((s) => asked.includes(s));
}

/** The scopes as a scope string (the token answer's `scope`). */
export const scopeString = (scopes: readonly OAuthScope[]): string => scopes.join(' ');

/** The scopes' Finnish names in order, e.g. for the account page's list. */
export const scopeNames = (scopes: readonly string[]): string[] =>
  OAUTH_SCOPES.filter((s) => scopes.includes(s)).map((s) => SCOPE_NAMES[s]);
