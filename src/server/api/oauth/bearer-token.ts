import { and, eq, gt } from 'drizzle-orm';
import type { Context } from 'hono';
import type { OAuthScope } from '~/domain/oauth/scopes';
import type { AppDeps, AuthContext } from '../../app-context';
import { accounts } from '../../db/schema/accounts';
import { oauthGrants, oauthTokens } from '../../db/schema/oauth';
import { sessionCustomerIds } from '../../auth/company-admin';
import { hashToken } from '../../auth/secret-token';
import { oauthError } from './oauth-responses';

const BEARER = /^Bearer ([A-Za-z0-9._~+/-]+=*)$/;

/**
 * Reads the bearer token of an assistant route (RFC 6750 §2.1) and checks the scope. The token
 * acts for the customers its account OWNS (as a b2c session does), looked up on every call, so a
 * customer unlinked since is no longer readable. A missing, unknown, expired or revoked token is
 * 401 invalid_token; a token without the scope 403 insufficient_scope.
 */
export async function bearerAuth(
  deps: AppDeps,
  c: Context,
  scope: OAuthScope,
): Promise<{ auth: AuthContext } | { refused: Response }> {
  const header = c.req.header('authorization');
  const match = header ? BEARER.exec(header) : null;
  const realm = 'Bearer realm="assistant"';
  if (!match?.[1]) {
    return { refused: oauthError(c, 401, 'invalid_request', 'bearer token missing', realm) };
  }
  const now = deps.clock.now();
  const [row] = await deps.db
    .select({ grant: oauthGrants, username: accounts.username })
    .from(oauthTokens)
    .innerJoin(oauthGrants, eq(oauthGrants.id, oauthTokens.grantId))
    .innerJoin(accounts, eq(accounts.id, oauthGrants.accountId))
    .where(and(eq(oauthTokens.id, hashToken(match[1])), gt(oauthTokens.expiresAt, now)));
  if (!row) {
    const challenge = `${realm}, error="invalid_token"`;
    return {
      refused: oauthError(c, 401, 'invalid_token', 'unknown, expired or revoked token', challenge),
    };
  }
  if (!row.grant.scopes.includes(scope)) {
    const challenge = `${realm}, error="insufficient_scope", scope="${scope}"`;
    return { refused: oauthError(c, 403, 'insufficient_scope', `needs ${scope}`, challenge) };
  }
  const { accountId } = row.grant;
  const customerIds = await sessionCustomerIds(deps.db, {
    accountId,
    intent: 'b2c',
    activeCustomerId: null,
  });
  return {
    auth: { sessionId: '', accountId, username: row.username, intent: 'b2c', customerIds },
  };
}
