import type { ConsentChangeInput } from '~/domain/consents/change-input';
import { changeSummaryLines } from '~/domain/consents/change-summary';
import { consentDifferences } from '~/domain/consents/consent-diff';
import type { ConsentChangeResult } from '~/domain/consents/consent-views';
import { optInsBlockedByBan } from '~/domain/marketing-ban/ban-rules';
import type { AppDeps, AuthContext } from '../../app-context';
import { audit } from '../../audit';
import { findMarketingBan } from '../../consents/ban-store';
import { consentCustomerId, lockCustomer } from '../../consents/consent-customer';
import { storeDifferences, storedConsents, valuesBySlot } from '../../consents/consent-store';
import { loadConsentsView } from '../../consents/consents-view';
import { queueEmail } from '../../email/outbox';
import { siteOrigin } from '../../env';
import { HttpError } from '../../http/http-error';
import { consentChangeEmail } from './consent-email';

/**
 * PUT /consents: stores the choices that differ from the stored ones (all listed ones with
 * `confirm`), each with its time and channel WEB and a history row, plus an audit row and one
 * confirmation e-mail, in one transaction under the customer's row lock: a parallel duplicate
 * finds nothing left to change and writes nothing.
 */
export async function changeConsents(
  deps: AppDeps,
  auth: AuthContext,
  input: ConsentChangeInput,
): Promise<ConsentChangeResult> {
  const now = deps.clock.now();
  const customerId = await consentCustomerId(deps.db, auth);
  return deps.db.transaction(async (tx) => {
    await lockCustomer(tx, customerId);
    const stored = valuesBySlot(await storedConsents(tx, customerId));
    const diffs = consentDifferences(stored, input.changes, input.confirm === true);
    if (diffs.length > 0 && (await findMarketingBan(tx, customerId))) {
      if (optInsBlockedByBan(diffs).length > 0) throw new HttpError(409, 'marketing-ban-active');
    }
    if (diffs.length > 0) {
      await storeDifferences(
        tx,
        { customerId, accountId: auth.accountId, channel: 'WEB' },
        diffs,
        now,
      );
      await audit(tx, {
        accountId: auth.accountId,
        customerId,
        action: input.confirm ? 'CONSENTS_CONFIRMED' : 'CONSENTS_CHANGED',
        entity: 'consents',
        details: { changes: diffs },
        at: now,
      });
      await queueEmail(
        tx,
        consentChangeEmail({
          to: auth.username,
          origin: siteOrigin(deps.env),
          lines: changeSummaryLines(diffs),
          at: now,
        }),
        now,
      );
    }
    return { stored: diffs.length, consents: await loadConsentsView(tx, customerId) };
  });
}
