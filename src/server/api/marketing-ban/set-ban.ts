import { consentDifferences } from '~/domain/consents/consent-diff';
import { MARKETING_SLOTS } from '~/domain/consents/consent-slots';
import type { MarketingBanView } from '~/domain/consents/consent-views';
import type { AppDeps, AuthContext } from '../../app-context';
import { audit } from '../../audit';
import { findMarketingBan } from '../../consents/ban-store';
import { consentCustomerId, lockCustomer } from '../../consents/consent-customer';
import { storeDifferences, storedConsents, valuesBySlot } from '../../consents/consent-store';
import { banView } from '../../consents/consents-view';
import { marketingBans } from '../../db/schema/marketing-bans';
import { queueEmail } from '../../email/outbox';
import { siteOrigin } from '../../env';
import { banSetEmail } from './ban-emails';

/**
 * POST /marketing-ban: every marketing consent (each brand and channel, and customer-based
 * marketing) to OptOut with a history row each, the ban itself, an audit row and the receipt
 * e-mail, under the customer's row lock. An existing ban is answered as it is, nothing written.
 */
export async function setMarketingBan(
  deps: AppDeps,
  auth: AuthContext,
): Promise<{ created: boolean; ban: MarketingBanView }> {
  const now = deps.clock.now();
  const customerId = await consentCustomerId(deps.db, auth);
  return deps.db.transaction(async (tx) => {
    await lockCustomer(tx, customerId);
    const existing = await findMarketingBan(tx, customerId);
    if (existing) return { created: false, ban: banView(existing.createdAt) };
    const stored = valuesBySlot(await storedConsents(tx, customerId));
    const diffs = consentDifferences(
      stored,
      MARKETING_SLOTS.map((s) => ({ ...s, value: 'OptOut' as const })),
    );
    const who = { customerId, accountId: auth.accountId, channel: 'WEB' as const };
    await storeDifferences(tx, who, diffs, now);
    await tx
      .insert(marketingBans)
      .values({ customerId, accountId: auth.accountId, changeChannel: 'WEB', createdAt: now });
    await audit(tx, {
      accountId: auth.accountId,
      customerId,
      action: 'MARKETING_BAN_SET',
      entity: 'marketing_ban',
      entityId: customerId,
      details: { optedOut: diffs.length },
      at: now,
    });
    await queueEmail(tx, banSetEmail(auth.username, siteOrigin(deps.env), now), now);
    return { created: true, ban: banView(now) };
  });
}
