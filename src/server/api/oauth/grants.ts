import { and, desc, eq } from 'drizzle-orm';
import type { GrantList } from '~/domain/oauth/oauth-views';
import { scopeNames } from '~/domain/oauth/scopes';
import { formatDate } from '~/domain/shared/dates';
import type { AppDeps, AuthContext } from '../../app-context';
import { audit } from '../../audit';
import { oauthGrants } from '../../db/schema/oauth';
import { oauthClients } from '../../env';
import { notFound } from '../../http/http-error';

/** GET /oauth/grants: the account's authorisations, newest first ("Yhdistetyt palvelut"). */
export async function listGrants(deps: AppDeps, auth: AuthContext): Promise<GrantList> {
  const rows = await deps.db
    .select()
    .from(oauthGrants)
    .where(eq(oauthGrants.accountId, auth.accountId))
    .orderBy(desc(oauthGrants.createdAt));
  const clients = oauthClients(deps.env);
  return {
    grants: rows.map((g) => ({
      id: g.id,
      // A client removed from the configuration since still shows, by its id.
      clientName: clients.find((c) => c.client_id === g.clientId)?.name ?? g.clientId,
      scopeNames: scopeNames(g.scopes),
      grantedText: `Käyttöoikeus annettu ${formatDate(g.createdAt)}`,
    })),
  };
}

/**
 * DELETE /oauth/grants/{id}: removes the authorisation and with it every code and token issued
 * under it (cascade), at once. Another account's grant is 404; removing twice is 404 too.
 */
export async function revokeGrant(
  deps: AppDeps,
  auth: AuthContext,
  id: string,
): Promise<GrantList> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(oauthGrants)
      .where(and(eq(oauthGrants.id, id), eq(oauthGrants.accountId, auth.accountId)))
      .returning();
    if (!removed) throw notFound('Käyttöoikeutta ei löytynyt. Se on ehkä jo poistettu.');
    await audit(tx, {
      accountId: auth.accountId,
      action: 'ASSISTANT_AUTHORISATION_REVOKED',
      entity: 'oauth_grant',
      entityId: removed.id,
      details: { clientId: removed.clientId, scopes: removed.scopes },
      at: now,
    });
  });
  return listGrants(deps, auth);
}
