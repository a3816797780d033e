import { z } from 'zod';
import { OAUTH_SCOPES } from './scopes';

/** RFC 6749 §2.2: a client id is any printable text; ours are short and plain. */
const CLIENT_ID = /^[A-Za-z0-9._-]{3,64}$/;

/**
 * A redirect URI is matched exactly (never by prefix), must not carry a fragment (RFC 6749
 * §3.1.2) and is https, or http on a loopback host for a client under development (RFC 8252 §7.3).
 */
export function redirectUriProblem(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'not an absolute URL';
  }
  if (url.hash !== '' || value.includes('#')) return 'must not have a fragment';
  if (url.protocol === 'https:') return null;
  const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  return url.protocol === 'http:' && loopback ? null : 'must be https (http only on localhost)';
}

const redirectUriSchema = z.string().superRefine((value, ctx) => {
  const problem = redirectUriProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

/** One registered client (OAUTH_CLIENTS in the environment, README). */
const oauthClientSchema = z.strictObject({
  client_id: z.string().regex(CLIENT_ID, 'letters, digits, dot, dash or underscore, 3-64'),
  /** The Finnish name the customer sees on the consent page, e.g. "Lehtitalon avustaja". */
  name: z.string().trim().min(1).max(80),
  redirect_uris: z.array(redirectUriSchema).min(1).max(10),
  scopes: z.array(z.enum(OAUTH_SCOPES)).min(1),
});

export type OAuthClient = z.infer<typeof oauthClientSchema>;

/** OAUTH_CLIENTS: a JSON array of clients, each id once. */
export const oauthClientsSchema = z
  .array(oauthClientSchema)
  .refine((list) => new Set(list.map((c) => c.client_id)).size === list.length, {
    message: 'each client_id only once',
  });

export const findClient = (
  clients: readonly OAuthClient[],
  clientId: string | undefined,
): OAuthClient | undefined => clients.find((c) => c.client_id === clientId);
