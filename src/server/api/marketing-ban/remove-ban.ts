import { eq } from 'drizzle-orm';
import type { MarketingBanView } from '~/domain/consents/consent-views';
import type { AppDeps, AuthContext } from '../../app-context';
import { audit } from '../../audit';
import { findMarketingBan } from '../../consents/ban-store';
import { consentCustomerId, lockCustomer } from '../../consents/consent-customer';
import { banView } from '../../consents/consents-view';
import { marketingBans } from '../../db/schema/marketing-bans';
import { queueEmail } from '../../email/outbox';
import { siteOrigin } from '../../env';
import { banRemovedEmail } from './ban-emails';

/**
 * DELETE /marketing-ban: the customer's explicit removal. The consents stay OptOut until she
 * changes them; no ban is answered as it is, nothing written.
 */
export async function removeMarketingBan(
  deps: AppDeps,
  auth: AuthContext,
): Promise<MarketingBanView> {
  const now = deps.clock.now();
  const customerId = await consentCustomerId(deps.db, auth);
  return deps.db.transaction(async (tx) => {
    await lockCustomer(tx, customerId);
    const existing = await findMarketingBan(tx, customerId);
    if (!existing) return banView(null);
    await tx.delete(marketingBans).where(eq(marketingBans.customerId, customerId));
    await audit(tx, {
      accountId: auth.accountId,
      customerId,
      action: 'MARKETING_BAN_REMOVED',
      entity: 'marketing_ban',
      entityId: customerId,
      details: { since: existing.createdAt.toISOString() },
      at: now,
    });
    await queueEmail(tx, banRemovedEmail(auth.username, siteOrigin(deps.env), now), now);
    return banView(null);
  });
}
