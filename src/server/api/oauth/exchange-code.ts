import { and, eq, isNull } from 'drizzle-orm';
import type { Context } from 'hono';
import { paramsOf } from '~/domain/oauth/authorize-request';
import { findClient } from '~/domain/oauth/clients';
import { scopeString } from '~/domain/oauth/scopes';
import {
  ACCESS_TOKEN_LIFETIME_SECONDS,
  type TokenRequest,
  checkTokenRequest,
} from '~/domain/oauth/token-request';
import type { OAuthScope } from '~/domain/oauth/scopes';
import type { AppDeps } from '../../app-context';
import type { Db } from '../../db/client';
import { oauthCodes, oauthGrants, oauthTokens } from '../../db/schema/oauth';
import { oauthClients } from '../../env';
import { hashToken, newSecretToken } from '../../auth/secret-token';
import { deleteExpiredOAuthRows } from './cleanup';
import { oauthError } from './oauth-responses';
import { pkceMatches } from './pkce';

const FORM_CONTENT_TYPE = /^application\/x-www-form-urlencoded\s*(;|$)/i;

type Outcome =
  | { ok: true; token: string; scopes: OAuthScope[] }
  | { ok: false; error: 'invalid_grant'; description: string };

const badGrant = (description: string): Outcome => ({
  ok: false,
  error: 'invalid_grant',
  description,
});

/**
 * POST /oauth/token (RFC 6749 §4.1.3, RFC 7636 §4.6): exchanges an authorisation code for a
 * 15-minute bearer token. Called by the client's server, not a browser, so the API's Origin and
 * JSON checks do not apply to it (app.ts exempts this one path); it takes the form body of the
 * RFC. The client is public (no secret): PKCE binds the code to whoever started the request.
 */
export async function exchangeCode(deps: AppDeps, c: Context): Promise<Response> {
  if (!FORM_CONTENT_TYPE.test(c.req.header('content-type') ?? '')) {
    return oauthError(c, 400, 'invalid_request', 'body must be application/x-www-form-urlencoded');
  }
  const check = checkTokenRequest(paramsOf(new URLSearchParams(await c.req.text())));
  if (!check.ok) return oauthError(c, 400, check.error, check.description);
  const request = check.request;
  if (!findClient(oauthClients(deps.env), request.clientId)) {
    return oauthError(c, 401, 'invalid_client', 'unknown client', 'Basic realm="oauth"');
  }
  const outcome = await redeem(deps.db, request, deps.clock.now());
  if (!outcome.ok) return oauthError(c, 400, outcome.error, outcome.description);
  c.header('Cache-Control', 'no-store');
  c.header('Pragma', 'no-cache');
  return c.json(
    {
      access_token: outcome.token,
      token_type: 'Bearer' as const,
      expires_in: ACCESS_TOKEN_LIFETIME_SECONDS,
      scope: scopeString(outcome.scopes),
    },
    200,
  );
}

/**
 * Marks the code used (its row locked, so of parallel exchanges exactly one wins) and issues
 * the token in one transaction. A code used before removes its grant, and with it every token
 * issued from it (RFC 6749 §4.1.2); any other mismatch leaves the code unused for nobody.
 */
async function redeem(db: Db, request: TokenRequest, now: Date): Promise<Outcome> {
  const codeId = hashToken(request.code);
  return db.transaction(async (tx) => {
    await deleteExpiredOAuthRows(tx, now);
    const [row] = await tx
      .select({ code: oauthCodes, grant: oauthGrants })
      .from(oauthCodes)
      .innerJoin(oauthGrants, eq(oauthGrants.id, oauthCodes.grantId))
      .where(eq(oauthCodes.id, codeId))
      // Exchanges of one code take its row in turn: the losers then see it used (or gone with
      // its grant) instead of deadlocking on the row while another loser deletes the grant.
      .for('update', { of: oauthCodes });
    if (!row) return badGrant('unknown or expired code');
    const { code, grant } = row;
    if (code.usedAt !== null) {
      await tx.delete(oauthGrants).where(eq(oauthGrants.id, grant.id));
      return badGrant('code already used; its authorisation is revoked');
    }
    if (code.expiresAt.getTime() <= now.getTime()) return badGrant('code expired');
    if (grant.clientId !== request.clientId) return badGrant('code issued to another client');
    if (code.redirectUri !== request.redirectUri) return badGrant('redirect_uri does not match');
    if (!pkceMatches(request.codeVerifier, code.codeChallenge)) {
      return badGrant('code_verifier does not match the code_challenge');
    }
    const [used] = await tx
      .update(oauthCodes)
      .set({ usedAt: now })
      .where(and(eq(oauthCodes.id, codeId), isNull(oauthCodes.usedAt)))
      .returning({ id: oauthCodes.id });
    if (!used) {
      await tx.delete(oauthGrants).where(eq(oauthGrants.id, grant.id));
      return badGrant('code already used; its authorisation is revoked');
    }
    const token = newSecretToken();
    await tx.insert(oauthTokens).values({
      id: hashToken(token),
      grantId: grant.id,
      createdAt: now,
      expiresAt: new Date(now.getTime() + ACCESS_TOKEN_LIFETIME_SECONDS * 1000),
    });
    return { ok: true, token, scopes: grant.scopes as OAuthScope[] };
  });
}
