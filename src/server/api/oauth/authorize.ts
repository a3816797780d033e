import {
  type AuthorizeVerdict,
  authorizeQueryOf,
  checkAuthorizeRequest,
  errorRedirect,
  redirectWith,
} from '~/domain/oauth/authorize-request';
import type { ConsentDecision } from '~/domain/oauth/consent-input';
import type { ConsentResult, ConsentView } from '~/domain/oauth/oauth-views';
import { SCOPE_NAMES } from '~/domain/oauth/scopes';
import { CODE_LIFETIME_SECONDS } from '~/domain/oauth/token-request';
import type { AppDeps, AuthContext } from '../../app-context';
import { audit } from '../../audit';
import { oauthCodes, oauthGrants } from '../../db/schema/oauth';
import { oauthClients } from '../../env';
import { HttpError } from '../../http/http-error';
import { hashToken, newSecretToken } from '../../auth/secret-token';
import { deleteExpiredOAuthRows } from './cleanup';

/** Unknown client or an unregistered redirect URI: the page shows an error, nothing redirects. */
const invalidClient = (): HttpError => new HttpError(400, 'invalid-client');

function verdictOf(
  deps: AppDeps,
  query: string,
): Exclude<AuthorizeVerdict, { kind: 'invalid-client' }> {
  const verdict = checkAuthorizeRequest(authorizeQueryOf(query), oauthClients(deps.env));
  if (verdict.kind === 'invalid-client') throw invalidClient();
  return verdict;
}

/** GET /oauth/authorize: what the consent page shows, or where a refused request goes. */
export function viewAuthorization(deps: AppDeps, query: string): ConsentView {
  const verdict = verdictOf(deps, query);
  if (verdict.kind === 'redirect-error')
    return { kind: 'redirect', location: errorRedirect(verdict) };
  const { client, scopes } = verdict.request;
  return {
    kind: 'consent',
    clientName: client.name,
    scopes: scopes.map((scope) => ({ scope, name: SCOPE_NAMES[scope] })),
  };
}

/**
 * POST /oauth/authorize: the customer's decision on the request, checked again in full. Approval
 * stores the grant and a 60-second single-use code (its hash and the PKCE challenge) and answers
 * the redirect URI with code and state; declining answers it with access_denied and state.
 */
export async function decideAuthorization(
  deps: AppDeps,
  auth: AuthContext,
  input: ConsentDecision,
): Promise<ConsentResult> {
  const verdict = verdictOf(deps, input.query);
  if (verdict.kind === 'redirect-error') return { location: errorRedirect(verdict) };
  const { client, redirectUri, scopes, state, codeChallenge } = verdict.request;
  if (input.decision === 'decline') {
    return { location: redirectWith(redirectUri, { error: 'access_denied', state }) };
  }
  const now = deps.clock.now();
  const code = newSecretToken();
  await deps.db.transaction(async (tx) => {
    await deleteExpiredOAuthRows(tx, now);
    const [grant] = await tx
      .insert(oauthGrants)
      .values({ accountId: auth.accountId, clientId: client.client_id, scopes, createdAt: now })
      .returning({ id: oauthGrants.id });
    if (!grant) throw new Error('grant not stored');
    await tx.insert(oauthCodes).values({
      id: hashToken(code),
      grantId: grant.id,
      redirectUri,
      codeChallenge,
      createdAt: now,
      expiresAt: new Date(now.getTime() + CODE_LIFETIME_SECONDS * 1000),
    });
    await audit(tx, {
      accountId: auth.accountId,
      action: 'ASSISTANT_AUTHORISED',
      entity: 'oauth_grant',
      entityId: grant.id,
      details: { clientId: client.client_id, clientName: client.name, scopes },
      at: now,
    });
  });
  return { location: redirectWith(redirectUri, { code, state }) };
}
